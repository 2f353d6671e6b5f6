/**
 * Backup files leaving the phone: named by day, handed to the share sheet where the browser can
 * share them, else downloaded through a link (never by opening the file in the app's window).
 */

/** The day in the phone's own calendar, "2026-11-29": it sorts, and reads the same everywhere. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "mexican-train-2026-11-29.json" for every game, "mexican-train-game-….json" for one. */
export function backupFileName(day: Date, { oneGame = false } = {}): string {
  return `mexican-train-${oneGame ? 'game-' : ''}${localDay(day)}.json`;
}

export function backupFile(text: string, name: string): File {
  return new File([text], name, { type: 'application/json' });
}

/** Whether the share sheet takes this file (Chrome on Android refuses JSON; Safari takes it). */
export function canShareFile(file: File, nav: Partial<Navigator> = navigator): boolean {
  try {
    return typeof nav.share === 'function' && nav.canShare?.({ files: [file] }) === true;
  } catch {
    return false;
  }
}

/** How long the browser has to start saving before the file's address is let go. */
const REVOKE_AFTER_MS = 60_000;

export function downloadFile(file: File, doc: Document = document): void {
  const href = URL.createObjectURL(file);
  const link = doc.createElement('a');
  link.href = href;
  link.download = file.name;
  link.rel = 'noopener';
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), REVOKE_AFTER_MS);
}

/**
 * The share sheet, falling back to a download when the browser refuses (the tap that asked is
 * too long ago, say). Closing the share sheet is not a failure: nothing more is done.
 */
export async function shareFile(
  file: File,
  nav: Navigator = navigator,
): Promise<'shared' | 'cancelled' | 'downloaded'> {
  try {
    await nav.share({ files: [file] });
    return 'shared';
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    downloadFile(file);
    return 'downloaded';
  }
}
