/**
 * The copy of the database kept in the origin private file system (OPFS): a folder per table, a
 * file per row. `createWritable` writes beside the file and swaps it in on close, so a browser
 * killed mid-write leaves the row's previous copy whole.
 */
import type { MirrorStore } from './mirror';

/** The OPFS copy, or null where the browser cannot write one from a page. */
export function opfsMirrorStore(): MirrorStore | null {
  if (
    typeof navigator === 'undefined' ||
    typeof navigator.storage?.getDirectory !== 'function' ||
    typeof FileSystemFileHandle === 'undefined' ||
    !('createWritable' in FileSystemFileHandle.prototype)
  ) {
    return null;
  }
  let root: Promise<FileSystemDirectoryHandle> | null = null;
  const folder = async (table: string) => {
    root ??= navigator.storage
      .getDirectory()
      .then((top) => top.getDirectoryHandle('mirror', { create: true }));
    return (await root).getDirectoryHandle(table, { create: true });
  };
  const fileName = (key: string) => `${encodeURIComponent(key)}.json`;

  return {
    async write(table, key, text) {
      const file = await (await folder(table)).getFileHandle(fileName(key), { create: true });
      const writable = await file.createWritable();
      await writable.write(text);
      await writable.close();
    },
    async remove(table, key) {
      try {
        await (await folder(table)).removeEntry(fileName(key));
      } catch (error) {
        if ((error as Error).name !== 'NotFoundError') throw error;
      }
    },
    async keys(table) {
      const keys: string[] = [];
      // Only the rows' own files: a write cut short leaves the browser's swap file beside them.
      for await (const name of (await folder(table)).keys()) {
        if (name.endsWith('.json')) keys.push(decodeURIComponent(name.slice(0, -'.json'.length)));
      }
      return keys;
    },
    async read(table, key) {
      try {
        const file = await (await folder(table)).getFileHandle(fileName(key));
        return await (await file.getFile()).text();
      } catch {
        return null;
      }
    },
  };
}
