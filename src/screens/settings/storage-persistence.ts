/**
 * Whether the browser has promised to keep the app's storage when the phone runs short of
 * space (navigator.storage.persisted), and asking it to (persist).
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
