/**
 * A second copy of every stored row, outside IndexedDB, put back when the database comes back
 * empty.
 *
 * Why: Chromium's IndexedDB (LevelDB) can throw an origin's whole database away. A browser killed
 * in the middle of a write (Android does it to a background app) can leave a torn record at the
 * end of the database's log; the next start reads past it and keeps writing after it, and the
 * start after that finds the log "corrupted" and deletes everything ("IndexedDB recovering from a
 * corrupted (and deleted) database"). No write setting prevents it; a copy elsewhere survives it.
 * test/e2e/safety-damaged-database.test.ts tears a log that way and checks the games come back.
 */
import {
  cmp,
  type DBCore,
  type DBCoreKeyRange,
  type DBCoreMutateRequest,
  type DBCoreTable,
} from 'dexie';
import type { AppDatabase } from './database';
import type { GameRecord, HistoryEntry, SettingRecord } from './model';

/** Where the copy is kept: one text per row, by table and primary key. */
export interface MirrorStore {
  write(table: string, key: string, text: string): Promise<void>;
  remove(table: string, key: string): Promise<void>;
  keys(table: string): Promise<string[]>;
  /** The row's text, or null when it cannot be read. */
  read(table: string, key: string): Promise<string | null>;
}

const TABLES = ['games', 'history', 'settings'] as const;

/** A key as the copy names it: JSON keeps numbers (history ids) apart from strings. */
const keyName = (key: unknown) => JSON.stringify(key);

/** A pending change of the copy: a row's new text or its removal (null), or a range removed. */
type Change =
  | { table: string; key: string; text: string | null }
  | { table: string; range: DBCoreKeyRange };

/**
 * Keeps `db`'s copy in `store`: every committed write is copied (a transaction that aborts
 * copies nothing), and a database that opens without games while the copy has some gets them
 * back before anything else reads it. Returns a function whose promise says the copy is up to
 * date.
 */
export function keepMirror(db: AppDatabase, store: MirrorStore): () => Promise<void> {
  // By row: a row changed again before it was copied is copied once, as it is last.
  const pending = new Map<string, Change>();
  let copying: Promise<void> = Promise.resolve();

  const copy = async () => {
    for (const [id, change] of pending) {
      pending.delete(id);
      try {
        await apply(store, change);
      } catch {
        // The copy is a safety net: a full disk or a refused write leaves the database, which
        // holds the data, as it is, and the row is copied again with its next change.
      }
    }
  };
  const queue = (changes: readonly Change[]) => {
    const idle = pending.size === 0;
    for (const change of changes) {
      pending.set(
        `${change.table}/${'key' in change ? change.key : JSON.stringify(change.range)}`,
        change,
      );
    }
    if (idle && pending.size > 0) copying = copying.then(copy);
  };

  db.use({
    stack: 'dbcore',
    name: 'mirror',
    create: (down: DBCore) => ({
      ...down,
      table: (name: string) => {
        const table = down.table(name);
        return {
          ...table,
          mutate: async (request: DBCoreMutateRequest) => {
            const response = await table.mutate(request);
            const changes = changesOf(table, request, response.results);
            const transaction = request.trans as unknown as IDBTransaction;
            transaction.addEventListener('complete', () => queue(changes));
            return response;
          },
        };
      },
    }),
  });

  let missingRows: Promise<void> = Promise.resolve();
  /**
   * After each open, the rows the copy lacks are copied: rows stored before the copy existed,
   * and a row whose copy the page never wrote because it closed first (a history entry is written
   * once, so no later change would copy it).
   */
  const copyMissingRows = async () => {
    for (const name of TABLES) {
      const table = db.table(name);
      const copied = new Set(await store.keys(name));
      const missing = (await table.toCollection().primaryKeys()).filter(
        (key) => !copied.has(keyName(key)),
      );
      const rows: unknown[] = await table.bulkGet(missing);
      queue(
        rows.flatMap((row, at) => (row === undefined ? [] : [rowChange(name, missing[at], row)])),
      );
    }
  };

  /** Puts the copy back into a database that opened without games. */
  const restore = async (tables: AppDatabase) => {
    // A browser that refuses the OPFS (Firefox's private windows) has no copy to read: the
    // database opens as it is.
    const games = await readTable(store, 'games').catch(() => []);
    if (games.length === 0) return;
    const history = await readTable(store, 'history').catch(() => []);
    const settings = await readTable(store, 'settings').catch(() => []);
    await tables.transaction('rw', [...TABLES], async () => {
      await tables.games.bulkPut(games as GameRecord[]);
      await tables.history.bulkPut(history as HistoryEntry[]);
      await tables.settings.bulkPut(settings as SettingRecord[]);
    });
  };

  db.on(
    'ready',
    async (vip) => {
      const tables = vip as AppDatabase;
      if ((await tables.games.count()) === 0) await restore(tables);
      missingRows = copyMissingRows().catch(() => {});
    },
    true,
  );

  return async () => {
    await missingRows;
    while (pending.size > 0) await copying;
    await copying;
  };
}

const rowChange = (table: string, key: unknown, row: unknown): Change => ({
  table,
  key: keyName(key),
  text: JSON.stringify(row),
});

/** What a write does to the copy. */
function changesOf(
  table: DBCoreTable,
  request: DBCoreMutateRequest,
  results: readonly unknown[] | undefined,
): Change[] {
  const name = table.name;
  if (request.type === 'add' || request.type === 'put') {
    const keyPath = table.schema.primaryKey.keyPath;
    return request.values.map((value, at) => {
      // An added history entry gets its id from IndexedDB: the copy keeps it with the row.
      const key = results?.[at] ?? request.keys?.[at];
      return rowChange(
        name,
        key,
        typeof keyPath === 'string' ? { ...value, [keyPath]: key } : value,
      );
    });
  }
  if (request.type === 'delete') {
    return request.keys.map((key) => ({ table: name, key: keyName(key), text: null }));
  }
  return [{ table: name, range: request.range }];
}

async function apply(store: MirrorStore, change: Change): Promise<void> {
  if ('key' in change) {
    if (change.text === null) await store.remove(change.table, change.key);
    else await store.write(change.table, change.key, change.text);
    return;
  }
  const { lower, upper, lowerOpen, upperOpen } = change.range;
  for (const key of await store.keys(change.table)) {
    const value: unknown = JSON.parse(key);
    const low = lower === undefined ? 1 : cmp(value, lower);
    const high = upper === undefined ? -1 : cmp(value, upper);
    if ((lowerOpen ? low > 0 : low >= 0) && (upperOpen ? high < 0 : high <= 0)) {
      await store.remove(change.table, key);
    }
  }
}

async function readTable(store: MirrorStore, table: string): Promise<object[]> {
  const texts = await Promise.all((await store.keys(table)).map((key) => store.read(table, key)));
  return texts.flatMap((text) => {
    try {
      const row: unknown = text === null ? null : JSON.parse(text);
      return typeof row === 'object' && row !== null ? [row] : [];
    } catch {
      return [];
    }
  });
}
