/**
 * Whether the browser keeps this app's data even when the phone runs short of space (persistent
 * storage), and asking it to, so an afternoon's scores are not evicted. Asked silently once the
 * first round is saved (askToKeepStorage), and by the person in Settings.
 */
export type Persistence =
  | 'checking'
  /** Promised: the games are not cleared to make room. */
  | 'kept'
  /** Not promised yet: the person may ask. */
  | 'not-kept'
  /** Asked, and the browser said no (it decides by how the app is used). */
  | 'refused'
  /** The browser does not say. */
  | 'unknown';

type StorageHost = Partial<Pick<StorageManager, 'persisted' | 'persist'>> | undefined;

const browserStorage = (): StorageHost => globalThis.navigator?.storage;

export async function checkPersistence(storage = browserStorage()): Promise<Persistence> {
  if (!storage?.persisted) return 'unknown';
  try {
    return (await storage.persisted()) ? 'kept' : 'not-kept';
  } catch {
    return 'unknown';
  }
}

export async function askPersistence(storage = browserStorage()): Promise<Persistence> {
  if (!storage?.persist) return 'unknown';
  try {
    return (await storage.persist()) ? 'kept' : 'refused';
  } catch {
    return 'refused';
  }
}

/**
 * Asked after the first round is saved, when there is something worth keeping; silently: no
 * answer changes what the person sees.
 */
export async function askToKeepStorage(storage = browserStorage()): Promise<boolean> {
  try {
    if (!storage?.persist) return false;
    if (await storage.persisted?.()) return true;
    return await storage.persist();
  } catch {
    // Refused or unsupported: the data stays as "best effort", which is still on the phone.
    return false;
  }
}
