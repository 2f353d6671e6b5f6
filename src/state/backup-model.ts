/**
 * Backup files as the settings screen makes and restores them. Out: every game not deleted (or
 * one game) as the text of a file. In: a file chosen on the phone, refused before it is read
 * when it is too large (reading it could take the phone's memory) or cannot be read, and
 * otherwise checked whole by the storage layer before any game is written.
 */
import { exportBackup, type ImportReport, type InvalidBackup, importBackup } from '../db/backup';
import type { AppDatabase } from '../db/database';
import { MAX_BACKUP_CHARS } from '../db/limits';
import type { DbResult } from '../db/transact';

export { exportBackup };

/** Why a file was not restored: the storage layer's refusal, or one found before reading it. */
export type Refusal =
  | InvalidBackup
  /** Larger than any backup this app makes; unread. */
  | { ok: false; code: 'too-large' }
  /** The phone could not read the file (removed, or on a drive that went away). */
  | { ok: false; code: 'unreadable' };

/** Adds the games of a backup file, all or nothing: what was added, or why nothing was. */
export async function restoreBackup(
  db: AppDatabase,
  file: Blob,
): Promise<DbResult<ImportReport> | Refusal> {
  if (file.size > MAX_BACKUP_CHARS) return { ok: false, code: 'too-large' };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, code: 'unreadable' };
  }
  return importBackup(db, text);
}
