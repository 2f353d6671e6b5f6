/**
 * The IndexedDB database, through Dexie. Every schema version ever shipped stays listed here,
 * in order, with its upgrade: see README.md before adding one.
 */
import { type ReadonlySignal, signal } from '@preact/signals';
import { Dexie, type EntityTable } from 'dexie';
import { DATABASE_NAME } from './database-name';
import { keepMirror, type MirrorStore } from './mirror';
import { opfsMirrorStore } from './mirror-store';
import type { GameRecord, HistoryEntry, SettingRecord } from './model';

export { DATABASE_NAME };

/** Version 1: games by id (newest first by updatedAt), each game's history, key-value settings. */
const SCHEMA_V1 = {
  games: 'id, updatedAt, createdAt',
  history: '++id, gameId',
  settings: 'key',
} as const;

/**
 * Version 2: the same tables. Every game's rules, and the games kept in its history, gain the
 * house rules from other rule sets (all off, as before they existed): the 0-0 at 25 needed no
 * new field, the other four did.
 */
const SCHEMA_V2 = SCHEMA_V1;

/** Copied here, not imported: this upgrade must keep doing what it did when it shipped. */
const HOUSE_RULES_OFF = {
  mexicanAfterAllTrains: false,
  ownTrainFirst: false,
  drawsPerTurn: 'per-play',
  blockedLowestScoresZero: false,
} as const;

type StoredGame = { rules?: Record<string, unknown> } | null | undefined;

function withHouseRulesOff(game: StoredGame): void {
  if (game?.rules) game.rules = { ...HOUSE_RULES_OFF, ...game.rules };
}

export class AppDatabase extends Dexie {
  declare games: EntityTable<GameRecord, 'id'>;
  declare history: EntityTable<HistoryEntry, 'id'>;
  declare settings: EntityTable<SettingRecord, 'key'>;

  /**
   * True once another tab (a newer copy of the app) upgraded or deleted the database: this
   * connection is closed for good and the app must reload, as after an app update.
   */
  readonly outdated: ReadonlySignal<boolean>;

  /** Resolves once the copy outside IndexedDB (see mirror.ts) holds every committed write. */
  readonly mirrored: () => Promise<void>;

  constructor(name: string, mirror: MirrorStore | null = opfsMirrorStore()) {
    // 'strict': a write counts as done only once it is on disk, so a dead battery right after
    // "saved" loses nothing (Chrome otherwise reports success before flushing).
    super(name, { chromeTransactionDurability: 'strict' });
    this.version(1).stores(SCHEMA_V1);
    this.version(2)
      .stores(SCHEMA_V2)
      .upgrade(async (tx) => {
        await tx.table('games').toCollection().modify(withHouseRulesOff);
        await tx
          .table('history')
          .toCollection()
          .modify((entry: { before: StoredGame; after: StoredGame }) => {
            withHouseRulesOff(entry.before);
            withHouseRulesOff(entry.after);
          });
      });

    const outdated = signal(false);
    this.outdated = outdated;
    this.on('versionchange', () => {
      // Close without auto-reopening: reopening here would block the other tab's upgrade, or
      // read tables with a schema this copy of the app does not know.
      this.close();
      outdated.value = true;
      return false;
    });
    this.mirrored = mirror ? keepMirror(this, mirror) : () => Promise.resolve();
  }
}

/**
 * The app's database. Opens on first use; a connection the browser closes under the app
 * (iOS does, in the background) is reopened by the next write (see write.ts).
 */
export function openDatabase(
  name: string = DATABASE_NAME,
  mirror: MirrorStore | null = opfsMirrorStore(),
): AppDatabase {
  return new AppDatabase(name, mirror);
}
