import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { exportBackup, importBackup } from '../../db/backup';
import { MAX_BACKUP_CHARS } from '../../db/limits';
import { t } from '../../i18n';
import { useAppState } from '../../state/app-context';
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
  const busy = useSignal<Busy>(null);
  const notice = useSignal<Notice | null>(null);
  const live = games.value;
  const hasGames = live.status === 'ready' && live.value.length > 0;

  async function exportAll(): Promise<File | null> {
    const result = await exportBackup(db);
    if (!result.ok) {
      notice.value = failedNotice(result);
      return null;
    }
    return backupFile(result.value, backupFileName(new Date()));
  }

  async function save(how: 'download' | 'share') {
    busy.value = 'saving';
    notice.value = null;
    try {
      const file = await exportAll();
      if (!file) return;
      const done = await deliver(file, how);
      if (done === 'shared') {
        notice.value = { tone: 'done', lines: [t('settings.backup.shared', { file: file.name })] };
      } else if (done === 'downloaded') {
        notice.value = { tone: 'done', lines: [t('settings.backup.saved', { file: file.name })] };
      }
    } catch {
      notice.value = unexpectedNotice();
    } finally {
      busy.value = null;
    }
  }

  async function restore(event: JSX.TargetedEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Emptied, so choosing the same file again (after fixing it, say) still counts as a change.
    input.value = '';
    if (!file) return;
    // A file too large is refused before reading it: reading it could take the phone's memory.
    if (file.size > MAX_BACKUP_CHARS) {
      notice.value = refusedNotice({ code: 'too-large' });
      return;
    }
    busy.value = 'reading';
    notice.value = null;
    try {
      let text: string;
      try {
        text = await file.text();
      } catch {
        notice.value = refusedNotice({ code: 'unreadable' });
        return;
      }
      const result = await importBackup(db, text);
      if (result.ok) notice.value = restoredNotice(result.value);
      else if ('code' in result) notice.value = refusedNotice(result);
      else notice.value = failedNotice(result);
    } catch {
      notice.value = unexpectedNotice();
    } finally {
      busy.value = null;
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
            disabled={busy.value !== null}
            onClick={() => void save('download')}
          >
            {t('settings.backup.saveAll')}
          </button>
          {probe && canShareFile(probe) && (
            <button
              type="button"
              class="button wide"
              disabled={busy.value !== null}
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
      <label class={`button wide file-button${busy.value ? ' disabled' : ''}`}>
        <input
          type="file"
          accept="application/json,.json"
          class="visually-hidden"
          disabled={busy.value !== null}
          onChange={(event) => void restore(event)}
        />
        {t('settings.backup.restore')}
      </label>
      {busy.value && (
        <p class="muted">
          {t(busy.value === 'saving' ? 'settings.backup.saving' : 'settings.backup.reading')}
        </p>
      )}
      <NoticeView notice={notice.value} />
    </section>
  );
}
