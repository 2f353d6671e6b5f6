import {
  type Action,
  apply,
  check,
  formatTile,
  handScore,
  handSize,
  inSet,
  isDouble,
  isOnTable,
  type OpenDouble,
  parseTile,
  REFUSAL_CODES,
  type RoundState,
  type Rules,
  resolveRules,
  restrictingDoubles,
  roundEngines,
  roundScores,
  setTileCount,
  standings,
  startRound,
  type Tile,
  type TrainId,
  tileIndex,
} from '../../src/rules';
import {
  type PlayExpect,
  type PlayScenario,
  readScenario,
  type Scenario,
  type Step,
} from './schema';

export type Outcome =
  | { status: 'pass' }
  | { status: 'fail'; why: string }
  | { status: 'invalid'; why: string };

const PASS: Outcome = { status: 'pass' };

/** An input the scenario format forbids: reported like a failure, but it is the file that is wrong. */
class InvalidScenario extends Error {}

function invalid(why: string): never {
  throw new InvalidScenario(why);
}

function fail(why: string): Outcome {
  return { status: 'fail', why };
}

/** Runs one parsed scenario file against the engine. */
export function runScenario(json: unknown): Outcome {
  const read = readScenario(json);
  if (!read.ok) return { status: 'invalid', why: read.problem };
  const resolved = resolveRules(read.scenario.rules);
  if (!resolved.ok) return { status: 'invalid', why: `rules: ${resolved.problem}` };
  try {
    return runKind(read.scenario, resolved.rules);
  } catch (error) {
    if (error instanceof InvalidScenario) return { status: 'invalid', why: error.message };
    throw error;
  }
}

function runKind(scenario: Scenario, rules: Rules): Outcome {
  switch (scenario.kind) {
    case 'deal': {
      const size = handSize(rules, scenario.players);
      if (size === null) {
        return fail(
          `no deal for ${scenario.players} players on a double-${rules.set} set under ${rules.preset}`,
        );
      }
      return size === scenario.expect
        ? PASS
        : fail(`dealt ${size} tiles each, expected ${scenario.expect}`);
    }
    case 'rounds': {
      const engines = roundEngines(rules).map((n) => `${n}-${n}`);
      const expected = scenario.expect.map((text) => formatTile(tileIn(text, rules, 'expect')));
      return same(engines, expected)
        ? PASS
        : fail(`engines ${engines.join(', ')}, expected ${expected.join(', ')}`);
    }
    case 'score': {
      const hand = uniqueTiles(scenario.hand, rules, 'hand');
      const score = handScore(rules, hand);
      return score === scenario.expect
        ? PASS
        : fail(`scored ${score}, expected ${scenario.expect}`);
    }
    case 'round': {
      const seen = new Set<number>();
      const hands = scenario.hands.map((hand, i) => uniqueTiles(hand, rules, `hands[${i}]`, seen));
      if (scenario.out !== null && hands[scenario.out]?.length !== 0)
        invalid(`out: seat ${scenario.out} went out, so its hand must be at the table and empty`);
      if (scenario.expect.length !== hands.length)
        invalid(`expect has ${scenario.expect.length} scores for ${hands.length} hands`);
      const penalties = hands.map((hand) => handScore(rules, hand));
      const { scores } = roundScores(rules, penalties, scenario.out);
      return same(scores, scenario.expect)
        ? PASS
        : fail(`scored [${scores}], expected [${scenario.expect}]`);
    }
    case 'game': {
      for (const [i, round] of scenario.rounds.entries()) {
        if (round.length !== scenario.players)
          invalid(`rounds[${i}] has ${round.length} scores for ${scenario.players} players`);
      }
      const tooMany = scenario.rounds.length > rules.rounds;
      if ('error' in scenario.expect) {
        return tooMany
          ? PASS
          : fail(`${scenario.rounds.length} rounds fit a game of ${rules.rounds}`);
      }
      if (tooMany)
        return fail(
          `too-many-rounds: ${scenario.rounds.length} rounds in a game of ${rules.rounds}`,
        );
      const { totals, leaders } = standings(scenario.players, scenario.rounds);
      if (!same(totals, scenario.expect.totals))
        return fail(`totals ${totals}, expected ${scenario.expect.totals}`);
      const winners = [...scenario.expect.winners].sort((a, b) => a - b);
      return same(leaders, winners) ? PASS : fail(`winners ${leaders}, expected ${winners}`);
    }
    case 'play':
      return runPlay(scenario, rules);
  }
}

function same(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

function tileIn(text: string, rules: Rules, where: string): Tile {
  const t = parseTile(text);
  if (!t || !inSet(t, rules.set))
    invalid(`${where}: "${text}" is not a tile of a double-${rules.set} set`);
  return t;
}

function uniqueTiles(
  texts: readonly string[],
  rules: Rules,
  where: string,
  seen = new Set<number>(),
): Tile[] {
  return texts.map((text, i) => {
    const t = tileIn(text, rules, `${where}[${i}]`);
    if (seen.has(tileIndex(t))) invalid(`${where}[${i}]: "${text}" appears twice`);
    seen.add(tileIndex(t));
    return t;
  });
}

function trainName(name: string, players: number): TrainId {
  if (name === 'mexican') return 'mexican';
  const seat = /^(0|[1-9]\d*)$/.test(name) ? Number(name) : -1;
  if (seat < 0 || seat >= players) invalid(`no train "${name}" at a table of ${players}`);
  return seat;
}

/** Lays the scenario's starting table, checking it the way the spec says a file can be invalid. */
function setUp(scenario: PlayScenario, rules: Rules): RoundState {
  const { players } = scenario;
  const engine = scenario.engine ?? rules.set;
  if (engine > rules.set) invalid(`engine ${engine} is not a double of a double-${rules.set} set`);
  if (scenario.start >= players)
    invalid(`start: no seat ${scenario.start} at a table of ${players}`);
  const dealt = handSize(rules, players);
  const hands =
    scenario.hands ??
    (dealt === null
      ? invalid('hands: the deal table has no entry, give "hands"')
      : Array(players).fill(dealt));
  if (hands.length !== players) invalid(`hands: ${hands.length} counts for ${players} players`);

  const seen = new Set<number>([tileIndex([engine, engine])]);
  let state = startRound({ rules, players, engine, start: scenario.start, hands, boneyard: 0 });
  const doubles: OpenDouble[] = [];
  let laid = 0;
  for (const [name, texts] of Object.entries(scenario.table ?? {})) {
    const id = trainName(name, players);
    const tiles = uniqueTiles(texts, rules, `table.${name}`, seen);
    let end = engine;
    const oriented: Tile[] = [];
    for (const t of tiles) {
      if (t[0] !== end && t[1] !== end)
        invalid(`table.${name}: ${formatTile(t)} does not chain from ${end}`);
      const next = t[0] === end ? t[1] : t[0];
      oriented.push([end, next]);
      end = next;
    }
    laid += tiles.length;
    const last = tiles[tiles.length - 1];
    if (last && isDouble(last))
      doubles.push({ train: id, value: last[0], seat: id === 'mexican' ? -1 : id });
    const train = { tiles: oriented, end };
    if (id === 'mexican') state = { ...state, mexican: train };
    else state = { ...state, trains: state.trains.map((tr, i) => (i === id ? train : tr)) };
  }
  if (doubles.length > 1) invalid('table: more than one train ends in an uncovered double');
  if (scenario.markers && !rules.markers)
    invalid('markers: no train carries a marker under "markers": false');
  const markers = Array(players).fill(false);
  for (const seat of scenario.markers ?? []) {
    if (seat >= players) invalid(`markers: no seat ${seat}`);
    markers[seat] = true;
  }
  const left = setTileCount(rules.set) - 1 - laid - hands.reduce((a, b) => a + b, 0);
  if (left < 0) invalid(`hands and table hold more tiles than a double-${rules.set} set has`);
  if (scenario.boneyard !== undefined && scenario.boneyard !== left) {
    invalid(`boneyard: ${scenario.boneyard} given, but the set leaves ${left}`);
  }
  return { ...state, markers, doubles, boneyard: left };
}

function toAction(step: Step, state: RoundState, rules: Rules, where: string): Action {
  const seat = step.seat;
  let hand: Tile[] | undefined;
  if (step.hand) {
    hand = uniqueTiles(step.hand, rules, `${where}.hand`);
    for (const t of hand)
      if (isOnTable(state, t)) invalid(`${where}.hand: ${formatTile(t)} is on the table`);
    const held = state.hands[seat];
    if (held !== undefined && hand.length !== held)
      invalid(`${where}.hand lists ${hand.length} tiles, seat ${seat} holds ${held}`);
  }
  const withHand = hand ? { hand } : {};
  if ('play' in step) {
    const on = step.on === 'own' ? seat : step.on === 'mexican' ? 'mexican' : step.on;
    return { type: 'play', seat, tile: step.play, train: on as TrainId, ...withHand };
  }
  if ('draw' in step) {
    if (step.draw === true) return { type: 'draw', seat, ...withHand };
    const t = parseTile(step.draw);
    if (t && inSet(t, rules.set) && isOnTable(state, t))
      invalid(`${where}: the drawn tile ${step.draw} is on the table`);
    return { type: 'draw', seat, tile: step.draw, ...withHand };
  }
  return { type: 'pass', seat, ...withHand };
}

function runPlay(scenario: PlayScenario, rules: Rules): Outcome {
  let state = setUp(scenario, rules);
  for (const [i, step] of scenario.steps.entries()) {
    const where = `steps[${i}]`;
    const expected = step.expect ?? 'ok';
    if (
      expected !== 'ok' &&
      !(REFUSAL_CODES as readonly string[]).includes(expected.slice('illegal:'.length))
    ) {
      invalid(`${where}: unknown refusal code in "${expected}"`);
    }
    const verdict = check(state, toAction(step, state, rules, where));
    const got = verdict.legal ? 'ok' : `illegal:${verdict.code}`;
    if (got !== expected)
      return fail(`${where}: expected ${expected}, got ${got} (rule ${verdict.rule})`);
    if (verdict.legal) state = apply(state, toAction(step, state, rules, where));
  }
  return scenario.expect ? compare(state, scenario.expect, scenario.players) : PASS;
}

function compare(state: RoundState, expect: PlayExpect, players: number): Outcome {
  const problems: string[] = [];
  if (expect.roundOver !== undefined) {
    const got = state.over ? JSON.stringify(state.over) : 'false';
    const want = expect.roundOver ? JSON.stringify(expect.roundOver) : 'false';
    if (got !== want) problems.push(`roundOver ${got}, expected ${want}`);
  }
  if (expect.turn !== undefined) {
    if (state.over) problems.push(`turn: the round is over, expected seat ${expect.turn} to act`);
    else if (state.turn !== expect.turn)
      problems.push(`turn ${state.turn}, expected ${expect.turn}`);
  }
  if (expect.markers) {
    const got = state.markers.flatMap((m, seat) => (m ? [seat] : []));
    const want = [...expect.markers].sort((a, b) => a - b);
    if (!same(got, want)) problems.push(`markers [${got}], expected [${want}]`);
  }
  for (const [name, want] of Object.entries(expect.ends ?? {})) {
    const id = trainName(name, players);
    const train = id === 'mexican' ? state.mexican : state.trains[id];
    const got = train && train.tiles.length > 0 ? train.end : null;
    if (got !== want) problems.push(`end of train ${name} ${got}, expected ${want}`);
  }
  if (expect.uncovered) {
    const open = restrictingDoubles(state);
    const order = state.rules.closeOrder === 'played' ? open : [...open].reverse();
    const got = order.map((d) => d.value);
    const want = expect.uncovered.map(doubleValue);
    if (!same(got, want))
      problems.push(
        `uncovered [${got.map((n) => `${n}-${n}`)}], expected [${want.map((n) => `${n}-${n}`)}]`,
      );
  }
  if (expect.hands && !same(state.hands, expect.hands))
    problems.push(`hands [${state.hands}], expected [${expect.hands}]`);
  if (expect.boneyard !== undefined && state.boneyard !== expect.boneyard) {
    problems.push(`boneyard ${state.boneyard}, expected ${expect.boneyard}`);
  }
  return problems.length ? fail(problems.join('; ')) : PASS;
}

/** An uncovered double may be written "8-8", 8, or {train, double|tile|value}. */
function doubleValue(item: NonNullable<PlayExpect['uncovered']>[number]): number {
  if (typeof item === 'number') return item;
  const text = typeof item === 'string' ? item : (item.double ?? item.tile ?? item.value);
  if (typeof text === 'number') return text;
  const t = text === undefined ? null : parseTile(text);
  if (!t || !isDouble(t)) invalid(`expect.uncovered: ${JSON.stringify(item)} is not a double`);
  return t[0];
}
