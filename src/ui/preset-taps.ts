import { t } from '../i18n';
import { PRESET_IDS, type PresetId } from '../rules';
import type { Choice } from './radio-answers';

/** The rule sets as answers to tap: each one's name, and under it what kind of game it is. */
export function presetTaps(): Choice<PresetId>[] {
  return PRESET_IDS.map((preset) => ({
    value: preset,
    label: t(`game.presets.${preset}.name`),
    hint: t(`game.presets.${preset}.description`),
  }));
}
