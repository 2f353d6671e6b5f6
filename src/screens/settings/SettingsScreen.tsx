import { useState } from 'preact/hooks';
import { type Locale, locale, setLocale, t } from '../../i18n';
import { TEXT_SIZES, type TextSize, THEMES, textSize, theme } from '../../state/preferences';
import { Screen } from '../../ui/Screen';
import { Taps } from '../../ui/Taps';
import { BackupSection } from './BackupSection';
import { GameFiles } from './GameFiles';
import { LanguageChoice } from './LanguageChoice';
import { StorageSection } from './StorageSection';
import './settings.css';

/** Each text size is shown at that size, so the choice shows what it gives. */
const SIZE_SAMPLES: Record<TextSize, string> = {
  normal: 'size-sample-normal',
  large: 'size-sample-large',
  larger: 'size-sample-larger',
};

/** Language, light or dark, text size; then the games' safety: backup, restore, storage. */
export function SettingsScreen() {
  const [languageFailed, setLanguageFailed] = useState(false);

  function chooseLanguage(next: Locale) {
    setLanguageFailed(false);
    setLocale(next).catch(() => {
      setLanguageFailed(true);
    });
  }

  return (
    <Screen title={t('common.settings')} back="/">
      <LanguageChoice
        legend={t('common.language')}
        name="language"
        value={locale.value}
        onChange={chooseLanguage}
      />
      {languageFailed && (
        <p class="error" role="alert">
          {t('common.error')}
        </p>
      )}
      <Taps
        look="section"
        legend={t('common.theme.label')}
        name="theme"
        value={theme.value}
        choices={THEMES.map((value) => ({ value, label: t(`common.theme.${value}`) }))}
        onChange={(value) => {
          theme.value = value;
        }}
      />
      <Taps
        look="section"
        legend={t('common.textSize.label')}
        name="text-size"
        value={textSize.value}
        choices={TEXT_SIZES.map((value) => ({
          value,
          label: (
            <span class="size-sample">
              <span class={SIZE_SAMPLES[value]}>{t(`common.textSize.${value}`)}</span>
            </span>
          ),
        }))}
        onChange={(value) => {
          textSize.value = value;
        }}
      />
      <BackupSection />
      <GameFiles />
      <StorageSection />
    </Screen>
  );
}
