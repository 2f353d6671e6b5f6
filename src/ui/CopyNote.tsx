import { locale, t } from '../i18n';

/** Says a game is a copy kept from another phone's standings, and since when. */
export function CopyNote({ copiedAt }: { copiedAt: number }) {
  return (
    <p class="muted">
      {t('standings.copy', {
        date: new Intl.DateTimeFormat(locale.value, { dateStyle: 'long' }).format(copiedAt),
      })}
    </p>
  );
}
