import { useEffect, useState } from 'preact/hooks';
import { t } from '../../i18n';
import { askPersistence, checkPersistence, type Persistence } from '../../state/keep-storage';

const SAYS = {
  checking: 'settings.storage.checking',
  kept: 'settings.storage.kept',
  'not-kept': 'settings.storage.notKept',
  refused: 'settings.storage.refused',
  unknown: 'settings.storage.unknown',
} as const satisfies Record<Persistence, string>;

/** Whether the phone has promised to keep the games, in plain words, and a way to ask it to. */
export function StorageSection() {
  const [persistence, setPersistence] = useState<Persistence>('checking');
  useEffect(() => {
    let live = true;
    void checkPersistence().then((found) => {
      if (live) setPersistence(found);
    });
    return () => {
      live = false;
    };
  }, []);

  async function ask() {
    setPersistence(await askPersistence());
  }

  return (
    <section class="stack titled">
      <h2>{t('settings.storage.heading')}</h2>
      <p role="status">{t(SAYS[persistence])}</p>
      {persistence === 'not-kept' && (
        <button type="button" class="button wide" onClick={() => void ask()}>
          {t('settings.storage.ask')}
        </button>
      )}
    </section>
  );
}
