import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppDatabase } from '../../src/db/database';
import type { GameRecord, RoundDraft } from '../../src/db/model';
import { createGame, saveRound, updateDraft } from '../../src/db/mutations';
import { gameById } from '../../src/db/queries';
import {
  closeAsTheBrowserDoes,
  FAMILY,
  freshDatabase,
  loseConnectionMidWrite,
  unwrap,
} from '../../src/db/test-support';
import type { DbResult } from '../../src/db/transact';

/**
 * How a connection goes away under the app:
 * - forced: the browser closes it and says so (a 'close' event), as iOS does to an app left in
 *   the background, or as clearing site data does;
 * - mid-write: the same, while a write is under way: the browser aborts it;
 * - silent: it stops working without a word (older Safari), found when the next write fails;
 * - app: Dexie's own close().
 */
const CLOSES = ['forced', 'mid-write', 'silent', 'app'] as const;
type Close = (typeof CLOSES)[number];

/** Time between two taps: none (a double tap), a microtask, or a macrotask. */
const GAPS = ['none', 'microtask', 'macrotask'] as const;
type Gap = (typeof GAPS)[number];

async function wait(gap: Gap): Promise<void> {
  if (gap === 'microtask') await Promise.resolve();
  if (gap === 'macrotask') await new Promise((resolve) => setTimeout(resolve, 0));
}

let db: AppDatabase;
/** Makes the next write lose its connection halfway, as a browser closing it does. */
let closeDuringNextWrite: () => void;

beforeAll(() => {
  db = freshDatabase();
  closeDuringNextWrite = loseConnectionMidWrite(db);
  // Dexie says so when it reopens a connection it finds dead; that is the case under test.
  const warn = console.warn;
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (args[0] !== 'Dexie: Need to reopen db') warn(...args);
  });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await db.delete();
});

function closeConnection(how: Close): void {
  if (how === 'mid-write') closeDuringNextWrite();
  else if (!db.isOpen()) return;
  else if (how === 'forced') closeAsTheBrowserDoes(db.backendDB());
  else if (how === 'silent') db.backendDB().close();
  else db.close();
}

/** The draft after the n-th tap: the first seat's score typed so far, the others done. */
function draftAfter(game: GameRecord, tap: number): RoundDraft {
  const draft = game.draft as RoundDraft;
  const entries = draft.entries.map((_, seat) => ({
    kind: 'typed' as const,
    value: seat === 0 ? String(tap) : '0',
  }));
  return { ...draft, entries };
}

/**
 * Taps in quick succession, and the moments the connection closes among them: at most twice,
 * which a write must survive even if both closes land on it (real phones close it once, when the
 * app goes to the background).
 */
const typing = fc.record({
  gaps: fc.array(fc.constantFrom(...GAPS), { minLength: 1, maxLength: 25 }),
  closes: fc.array(fc.record({ beforeTap: fc.nat(24), how: fc.constantFrom(...CLOSES) }), {
    maxLength: 2,
  }),
});

describe('a connection closed under the app - the next write reopens it, and no tap is lost', () => {
  it('taps in quick succession, the connection closing in any way between or during them', async () => {
    await fc.assert(
      fc.asyncProperty(typing, fc.option(fc.constantFrom(...CLOSES)), async (taps, beforeSave) => {
        const game = unwrap(await createGame(db, FAMILY, { preset: 'standard' }));
        const writes: Promise<DbResult<GameRecord>>[] = [];
        for (const [i, gap] of taps.gaps.entries()) {
          for (const close of taps.closes) if (close.beforeTap === i) closeConnection(close.how);
          writes.push(updateDraft(db, game.id, draftAfter(game, i + 1)));
          await wait(gap);
        }
        expect((await Promise.all(writes)).filter((result) => !result.ok)).toEqual([]);
        const last = draftAfter(game, taps.gaps.length);
        expect((await gameById(db, game.id))?.draft).toEqual(last);

        if (beforeSave) closeConnection(beforeSave);
        const saved = unwrap(await saveRound(db, game.id));
        expect(saved.rounds[0]?.scores).toEqual([taps.gaps.length, 0, 0]);
        expect(await gameById(db, game.id)).toEqual(saved);
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});
