import {
  type ChoiceOption,
  type Choices,
  OPTION_CHOICES,
  OPTION_NAMES,
  PRESET_IDS,
  type PresetId,
  type Rules,
} from './options';
import { PRESETS } from './presets';
import { fullRounds, SET_SIZES, type SetSize, setTileCount } from './tile';

type RulesResult = { ok: true; rules: Rules } | { ok: false; problem: string };

function isPresetId(value: unknown): value is PresetId {
  return (PRESET_IDS as readonly unknown[]).includes(value);
}

/** The preset's own rules, every option at its preset value. */
export function presetRules(preset: PresetId): Rules {
  const { id, deal: _deal, sources: _sources, ...choices } = PRESETS[preset];
  return { ...choices, preset: id, handSize: null, rounds: fullRounds(choices.set) };
}

/** The play options on which `choices` differ from the preset's own: the table's house rules. */
export function houseRules(choices: Choices, preset: PresetId): ChoiceOption[] {
  const own = PRESETS[preset];
  return (Object.keys(OPTION_CHOICES) as ChoiceOption[]).filter(
    (option) => choices[option] !== own[option],
  );
}

/**
 * Checks an untrusted description of rules (a scenario file, an import, a form) and resolves it
 * against its preset. Never throws: a problem is described in the result.
 */
export function resolveRules(input: unknown): RulesResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, problem: 'rules must be an object' };
  }
  const fields = input as Record<string, unknown>;
  if (!isPresetId(fields.preset)) {
    return { ok: false, problem: `unknown preset ${JSON.stringify(fields.preset)}` };
  }
  const rules: Rules = presetRules(fields.preset);
  let roundsGiven = false;
  for (const [name, value] of Object.entries(fields)) {
    if (name === 'preset') continue;
    if (!(OPTION_NAMES as readonly string[]).includes(name)) {
      return { ok: false, problem: `unknown option "${name}"` };
    }
    if (name === 'set') {
      if (!(SET_SIZES as readonly unknown[]).includes(value)) {
        return { ok: false, problem: `set must be one of ${SET_SIZES.join(', ')}` };
      }
      rules.set = value as SetSize;
    } else if (name === 'handSize') {
      // null is the resolved form of "follow the deal table".
      if (value === null) continue;
      if (!Number.isInteger(value) || (value as number) < 1) {
        return { ok: false, problem: 'handSize must be a whole number of at least 1' };
      }
      rules.handSize = value as number;
    } else if (name === 'rounds') {
      if (!Number.isInteger(value)) return { ok: false, problem: 'rounds must be a whole number' };
      rules.rounds = value as number;
      roundsGiven = true;
    } else {
      const choices = OPTION_CHOICES[name as ChoiceOption] as readonly unknown[];
      if (!choices.includes(value)) {
        return {
          ok: false,
          problem: `${name} must be one of ${choices.map((c) => JSON.stringify(c)).join(', ')}`,
        };
      }
      (rules as unknown as Record<string, unknown>)[name] = value;
    }
  }
  if (!roundsGiven) rules.rounds = fullRounds(rules.set);
  if (rules.rounds < 1 || rules.rounds > fullRounds(rules.set)) {
    return {
      ok: false,
      problem: `rounds must be from 1 to ${fullRounds(rules.set)} with a double-${rules.set} set`,
    };
  }
  if (rules.handSize !== null && rules.handSize > setTileCount(rules.set) - 1) {
    return { ok: false, problem: `a double-${rules.set} set cannot deal ${rules.handSize} tiles` };
  }
  return { ok: true, rules };
}
