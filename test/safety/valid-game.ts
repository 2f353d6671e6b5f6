/**
 * A fast-check arbitrary of valid games: anything a device could hold after real play, from a
 * game just created to a full double-18 countdown, finished or deleted, with a half-entered
 * draft. Rounds are scored by the app's own scoreDraft, so they are consistent by construction;
 * valid-game.test.ts checks that every game made passes checkGame unchanged.
 */
import fc from 'fast-check';
import {
  MAX_NAME_LENGTH,
  MAX_PLAYERS,
  MAX_SCORE,
  MAX_TIME,
  MAX_TYPED_LENGTH,
  MIN_PLAYERS,
} from '../../src/db/limits';
import type {
  GameRecord,
  HandEntry,
  PlayerRecord,
  RoundDraft,
  RoundRecord,
} from '../../src/db/model';
import { emptyDraft } from '../../src/db/round-draft';
import {
  allTiles,
  formatTile,
  highestHandScore,
  isDouble,
  OPTION_CHOICES,
  PRESET_IDS,
  type Rules,
  resolveRules,
  roundEngines,
  SET_SIZES,
  scoreDraft,
  type Tile,
} from '../../src/rules';

type Draw = fc.GeneratorValue;

// Every draw goes through a few fixed builders without arguments: fast-check's gen() compares a
// draw's arguments with those of every earlier draw, which would otherwise dominate the run time.
const anyNat = () => fc.nat();

/** A whole number from 0 to `max`. */
const upTo = (draw: Draw, max: number): number => draw(anyNat) % (max + 1);

/** One of the values. */
const oneOf = <T>(draw: Draw, values: readonly T[]): T =>
  values[upTo(draw, values.length - 1)] as T;

const seatOrNull = (draw: Draw, seats: number): number | null =>
  draw(fc.boolean) ? null : upTo(draw, seats - 1);

function drawRules(draw: Draw): Rules {
  const set = oneOf(draw, SET_SIZES);
  const input: Record<string, unknown> = {
    preset: oneOf(draw, PRESET_IDS),
    set,
    rounds: 1 + upTo(draw, set),
  };
  for (const [name, choices] of Object.entries(OPTION_CHOICES)) {
    if (draw(fc.boolean)) input[name] = oneOf(draw, choices as readonly unknown[]);
  }
  // Every set has at least 28 tiles, so any hand of up to 20 can be dealt.
  if (draw(fc.boolean)) input.handSize = 1 + upTo(draw, 19);
  const resolved = resolveRules(input);
  if (!resolved.ok) throw new Error(`the generator made bad rules: ${resolved.problem}`);
  return resolved.rules;
}

/** Names as people type them: any script, emoji, spaces inside; trimmed, never blank. */
const playerName = () =>
  fc
    .string({ unit: 'binary', minLength: 1, maxLength: MAX_NAME_LENGTH })
    .map((name) => name.trim())
    .filter((name) => name !== '' && name.length <= MAX_NAME_LENGTH);

const playerIds = () =>
  fc.uniqueArray(fc.uuid(), { minLength: MIN_PLAYERS, maxLength: MAX_PLAYERS });

function drawPlayers(draw: Draw): PlayerRecord[] {
  return draw(playerIds).map((id) => ({ id, name: draw(playerName) }));
}

/** The tiles left in hands at the end of a round, dealt among the seats (never the engine). */
function drawHands(draw: Draw, rules: Rules, engine: number, seats: number): string[][] {
  const pool = allTiles(rules.set).filter((t: Tile) => !(isDouble(t) && t[0] === engine));
  const count = upTo(draw, Math.min(pool.length, 3 * seats));
  const hands: string[][] = Array.from({ length: seats }, () => []);
  for (let i = 0; i < count; i++) {
    const [picked] = pool.splice(upTo(draw, pool.length - 1), 1) as [Tile];
    hands[upTo(draw, seats - 1)]?.push(formatTile(picked));
  }
  return hands;
}

/** What a person entered for one seat of a finished round: typed, tapped or from a photo. */
function drawFinalEntry(draw: Draw, hand: string[], wentOut: boolean, most: number): HandEntry {
  if (wentOut) return oneOf<HandEntry>(draw, [null, { kind: 'typed', value: '0' }]);
  if (draw(fc.boolean)) return { kind: 'tiles', tiles: hand };
  const score = draw(fc.boolean) ? upTo(draw, most) : oneOf(draw, [0, most]);
  return draw(fc.boolean)
    ? { kind: 'typed', value: String(score) }
    : { kind: 'photo', value: score };
}

function drawRound(draw: Draw, game: Pick<GameRecord, 'players' | 'rules'>, engine: number) {
  const seats = game.players.length;
  const out = seatOrNull(draw, seats);
  const hands = drawHands(draw, game.rules, engine, seats);
  const most = Math.min(MAX_SCORE, highestHandScore(game.rules, engine));
  const draft: RoundDraft = {
    engine,
    start: seatOrNull(draw, seats),
    markers: Array(seats).fill(false),
    out,
    blocked: out === null && draw(fc.boolean),
    entries: hands.map((hand, seat) =>
      drawFinalEntry(draw, seat === out ? [] : hand, seat === out, most),
    ),
  };
  const scored = scoreDraft(game, draft);
  if (!scored.ok)
    throw new Error(
      `the generator made a round that does not score: ${JSON.stringify([draft, scored.issues])}`,
    );
  return scored.round;
}

/** Whatever is in a score field mid-entry: digits, a slip, spaces, a full-width number. */
const typedText = () => fc.string({ maxLength: MAX_TYPED_LENGTH });

/** A draft as it stands mid-entry: anything typed so far, taps in any order. */
function drawDraft(draw: Draw, game: Pick<GameRecord, 'players' | 'rules' | 'rounds'>) {
  const empty = emptyDraft(game);
  if (empty === null || draw(fc.boolean)) return empty;
  const seats = game.players.length;
  const hands = drawHands(draw, game.rules, empty.engine, seats);
  const entry = (seat: number): HandEntry =>
    oneOf<HandEntry>(draw, [
      null,
      { kind: 'tiles', tiles: hands[seat] ?? [] },
      { kind: 'typed', value: draw(typedText) },
      { kind: 'photo', value: draw(fc.boolean) ? null : upTo(draw, MAX_SCORE) },
    ]);
  return {
    ...empty,
    start: seatOrNull(draw, seats),
    markers: Array.from({ length: seats }, () => draw(fc.boolean)),
    out: seatOrNull(draw, seats),
    blocked: draw(fc.boolean),
    entries: Array.from({ length: seats }, (_, seat) => entry(seat)),
  };
}

const anyTime = () => fc.integer({ min: 0, max: MAX_TIME });
/** A moment no earlier than `earliest` (often the same moment: an edge worth covering). */
const moment = (draw: Draw, earliest = 0) => Math.max(earliest, draw(anyTime));

function drawGame(draw: Draw): GameRecord {
  const players = drawPlayers(draw);
  const rules = drawRules(draw);
  const played = upTo(draw, rules.rounds);
  const rounds: RoundRecord[] = roundEngines(rules)
    .slice(0, played)
    .map((engine) => drawRound(draw, { players, rules }, engine));
  const createdAt = moment(draw);
  const updatedAt = moment(draw, createdAt);
  const finishedAt = draw(fc.boolean) ? moment(draw, createdAt) : null;
  return {
    id: draw(fc.uuid),
    createdAt,
    updatedAt,
    players,
    rules,
    rounds,
    draft: finishedAt === null ? drawDraft(draw, { players, rules, rounds }) : null,
    finishedAt,
    deletedAt: draw(fc.boolean) ? null : moment(draw, createdAt),
  };
}

export const validGame: fc.Arbitrary<GameRecord> = fc.gen().map(drawGame);
