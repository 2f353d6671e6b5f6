import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import { useAppState } from '../../state/app-context';
import { exportBackup, restoreBackup } from '../../state/backup-model';
import { backupFile, backupFileName, canShareFile, downloadFile, shareFile } from './backup-file';
import { NoticeView } from './NoticeView';
import {
  failedNotice,
  type Notice,
  refusedNotice,
  restoredNotice,
  unexpectedNotice,
} from './restore-notice';

type Busy = 'saving' | 'reading' | null;

async function deliver(file: File, how: 'download' | 'share') {
  if (how === 'share') return shareFile(file);
  downloadFile(file);
  return 'downloaded';
}

/** Every game out to a file (downloaded, or sent through the share sheet), and back in. */
export function BackupSection() {
  const { db, games } = useAppState();
  const [busy, setBusy] = useState<Busy>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const live = games.value;
  const hasGames = live.status === 'ready' && live.value.length > 0;

  async function exportAll(): Promise<File | null> {
    const result = await exportBackup(db);
    if (!result.ok) {
      setNotice(failedNotice(result));
      return null;
    }
    return backupFile(result.value, backupFileName(new Date()));
  }

  async function save(how: 'download' | 'share') {
    setBusy('saving');
    setNotice(null);
    try {
      const file = await exportAll();
      if (!file) return;
      const done = await deliver(file, how);
      if (done === 'shared') {
        setNotice({ tone: 'done', lines: [t('settings.backup.shared', { file: file.name })] });
      } else if (done === 'downloaded') {
        setNotice({ tone: 'done', lines: [t('settings.backup.saved', { file: file.name })] });
      }
    } catch {
      setNotice(unexpectedNotice());
    } finally {
      setBusy(null);
    }
  }

  async function restore(event: JSX.TargetedEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Emptied, so choosing the same file again (after fixing it, say) still counts as a change.
    input.value = '';
    if (!file) return;
    setBusy('reading');
    setNotice(null);
    try {
      const result = await restoreBackup(db, file);
      if (result.ok) setNotice(restoredNotice(result.value));
      else if ('code' in result) setNotice(refusedNotice(result));
      else setNotice(failedNotice(result));
    } catch {
      setNotice(unexpectedNotice());
    } finally {
      setBusy(null);
    }
  }

  const probe = hasGames ? backupFile('', backupFileName(new Date())) : null;
  return (
    <section class="stack titled">
      <h2>{t('settings.backup.heading')}</h2>
      <p>{t('settings.backup.explain')}</p>
      {hasGames ? (
        <>
          <button
            type="button"
            class="button primary big wide"
            disabled={busy !== null}
            onClick={() => void save('download')}
          >
            {t('settings.backup.saveAll')}
          </button>
          {probe && canShareFile(probe) && (
            <button
              type="button"
              class="button wide"
              disabled={busy !== null}
              onClick={() => void save('share')}
            >
              {t('settings.backup.share')}
            </button>
          )}
        </>
      ) : (
        live.status === 'ready' && <p class="muted">{t('settings.backup.noGames')}</p>
      )}
      <p>{t('settings.backup.restoreExplain')}</p>
      <label class={`button wide file-button${busy ? ' disabled' : ''}`}>
        <input
          type="file"
          accept="application/json,.json"
          class="visually-hidden"
          disabled={busy !== null}
          onChange={(event) => void restore(event)}
        />
        {t('settings.backup.restore')}
      </label>
      {busy && (
        <p class="muted">
          {t(busy === 'saving' ? 'settings.backup.saving' : 'settings.backup.reading')}
        </p>
      )}
      <NoticeView notice={notice} />
    </section>
  );
}
