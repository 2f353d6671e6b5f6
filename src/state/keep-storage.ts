/**
 * Asks the browser to keep this app's data even when the phone runs short of space (persistent
 * storage), so an afternoon's scores are not evicted. Asked after the first round is saved,
 * when there is something worth keeping; silently: no answer changes what the person sees.
 */
export async function askToKeepStorage(
  storage: Pick<StorageManager, 'persist' | 'persisted'> | undefined = globalThis.navigator
    ?.storage,
): Promise<boolean> {
  try {
    if (!storage?.persist) return false;
    if (await storage.persisted?.()) return true;
    return await storage.persist();
  } catch {
    // Refused or unsupported: the data stays as "best effort", which is still on the phone.
    return false;
  }
}
