/**
 * Games played through the app's own mutations: a fast-check arbitrary of what people at a table
 * tap (scores typed key by key, tiles tapped, slips, saves, edits, undos, a finish, a delete),
 * applied one after another. Whatever is refused is refused as a person would see it; nothing
 * may fail for any other reason, and every game stored on the way passes checkGame.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { AppDatabase } from '../../src/db/database';
import type { GameRecord, HandEntry, RoundDraft } from '../../src/db/model';
import {
  createGame,
  deleteGame,
  editRound,
  finishGame,
  restoreGame,
  saveRound,
  undoLast,
  updateDraft,
} from '../../src/db/mutations';
import { gameById } from '../../src/db/queries';
import { draftFromRound } from '../../src/db/round-draft';
import type { DbResult } from '../../src/db/transact';
import { checkGame } from '../../src/db/validate';
import {
  allTiles,
  formatTile,
  OPTION_CHOICES,
  PRESET_IDS,
  type RulesInput,
  SET_SIZES,
} from '../../src/rules';

/** One thing a person does; seats and rounds are taken modulo what the game has. */
type Tap =
  | { kind: 'key'; seat: number; key: string }
  | { kind: 'erase'; seat: number }
  /** Every seat's score typed in one go, as a quick scorer does between two saves. */
  | { kind: 'fill'; scores: number[] }
  | { kind: 'tile'; seat: number; tile: number }
  | { kind: 'out'; seat: number | null }
  | { kind: 'blocked' }
  | { kind: 'marker'; seat: number }
  | { kind: 'start'; seat: number }
  | { kind: 'save' }
  | { kind: 'edit'; round: number; seat: number; score: number }
  | { kind: 'undo' }
  | { kind: 'discard' }
  | { kind: 'finish' }
  | { kind: 'delete' }
  | { kind: 'restore' };

export interface GameScript {
  names: string[];
  rules: RulesInput;
  taps: Tap[];
}

const seat = fc.nat(11);
const tap: fc.Arbitrary<Tap> = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.record({
      kind: fc.constant('key'),
      seat,
      key: fc.oneof(fc.constantFrom(...'0123456789'), fc.constantFrom(' ', 'x', '１', '-')),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('erase'), seat }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('fill'),
      scores: fc.array(fc.nat(100), { minLength: 12, maxLength: 12 }),
    }),
  },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('tile'), seat, tile: fc.nat(189) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('out'), seat: fc.option(seat) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('blocked') }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('marker'), seat }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('start'), seat }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('save') }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('edit'),
      round: fc.nat(18),
      seat,
      score: fc.nat(200),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('undo') }) },
  ...(['discard', 'finish', 'delete', 'restore'] as const).map((kind) => ({
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant(kind) }),
  })),
);

export const gameScript: fc.Arbitrary<GameScript> = fc.record({
  names: fc.array(fc.string({ minLength: 1, maxLength: 12 }), { minLength: 2, maxLength: 8 }),
  rules: fc.record({
    preset: fc.constantFrom(...PRESET_IDS),
    set: fc.constantFrom(...SET_SIZES),
    doubleBlank: fc.constantFrom(...OPTION_CHOICES.doubleBlank),
  }),
  taps: fc.array(tap, { minLength: 5, maxLength: 60, size: 'max' }),
});

function changeEntry(draft: RoundDraft, at: number, entry: HandEntry): RoundDraft {
  return { ...draft, entries: draft.entries.map((old, i) => (i === at ? entry : old)) };
}

/** The draft after the tap, or null when the tap does not change a draft. */
function nextDraft(game: GameRecord, draft: RoundDraft, tap: Tap): RoundDraft | null {
  const seats = game.players.length;
  const at = 'seat' in tap && tap.seat !== null ? tap.seat % seats : 0;
  const entry = draft.entries[at] ?? null;
  switch (tap.kind) {
    case 'key': {
      const typed = entry?.kind === 'typed' ? entry.value : '';
      return changeEntry(draft, at, { kind: 'typed', value: (typed + tap.key).slice(-16) });
    }
    case 'erase':
      return changeEntry(draft, at, null);
    case 'fill':
      return {
        ...draft,
        out: null,
        blocked: false,
        entries: draft.entries.map((_, i) => ({ kind: 'typed', value: String(tap.scores[i]) })),
      };
    case 'tile': {
      const tiles = allTiles(game.rules.set);
      const tile = formatTile(tiles[tap.tile % tiles.length] as readonly [number, number]);
      const held = entry?.kind === 'tiles' ? entry.tiles : [];
      const hand = held.includes(tile) ? held.filter((t) => t !== tile) : [...held, tile];
      return changeEntry(draft, at, { kind: 'tiles', tiles: hand });
    }
    case 'out':
      return { ...draft, out: tap.seat === null ? null : at };
    case 'blocked':
      return { ...draft, blocked: !draft.blocked };
    case 'marker':
      return { ...draft, markers: draft.markers.map((open, i) => (i === at ? !open : open)) };
    case 'start':
      return { ...draft, start: at };
    default:
      return null;
  }
}

/** What a person can be told; anything else (a failed or full disk) fails the test. */
const REFUSALS = ['invalid', 'conflict', 'not-found', 'nothing-to-undo'];

function expectAnswered(result: DbResult<unknown>): void {
  if (!result.ok) expect(REFUSALS, result.problem).toContain(result.error);
}

async function apply(db: AppDatabase, game: GameRecord, tap: Tap): Promise<DbResult<unknown>> {
  const id = game.id;
  const draft = game.draft && nextDraft(game, game.draft, tap);
  if (draft) return updateDraft(db, id, draft);
  switch (tap.kind) {
    case 'save':
      return saveRound(db, id);
    case 'edit': {
      const index = tap.round % Math.max(1, game.rounds.length);
      const round = game.rounds[index];
      if (!round) return { ok: true, value: null };
      const edited = changeEntry(draftFromRound(round), tap.seat % game.players.length, {
        kind: 'typed',
        value: String(tap.score),
      });
      return editRound(db, id, index, edited);
    }
    case 'undo':
      return undoLast(db, id);
    case 'discard':
      return updateDraft(db, id, null);
    case 'finish':
      return finishGame(db, id);
    case 'delete':
      return deleteGame(db, id);
    case 'restore':
      return restoreGame(db, id);
    default:
      // A draft tap on a game without a draft: no screen offers it.
      return { ok: true, value: null };
  }
}

/** Plays the script on `db` and returns the game as stored at the end. */
export async function play(db: AppDatabase, script: GameScript): Promise<GameRecord> {
  const players = script.names.map((name, i) => ({ name: name.trim() || `Player ${i + 1}` }));
  const created = await createGame(db, players, script.rules);
  if (!created.ok) expect.fail(`createGame refused the script's game: ${created.problem}`);
  let game = created.value;
  for (const tap of script.taps) {
    expectAnswered(await apply(db, game, tap));
    const stored = await gameById(db, game.id);
    if (!stored) expect.fail('the game disappeared');
    expect(checkGame(stored)).toEqual({ ok: true, value: stored });
    game = stored;
  }
  return game;
}
