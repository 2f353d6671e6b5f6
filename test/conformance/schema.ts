import * as v from 'valibot';

/** The shape of a scenario file (spec/scenarios.md); the meaning is checked in `setup.ts`. */
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const seat = count;
const tileText = v.string();
const rules = v.pipe(
  v.record(v.string(), v.unknown()),
  v.check((r) => 'preset' in r, 'rules need a "preset"'),
);
const common = { title: v.optional(v.string()), source: v.optional(v.string()), rules };

const trainName = v.union([v.literal('own'), v.literal('mexican'), v.number(), v.string()]);
const stepExpect = v.optional(
  v.pipe(v.string(), v.regex(/^(ok|illegal:[a-z-]+)$/, 'expect must be "ok" or "illegal:CODE"')),
);
const step = v.union([
  v.strictObject({
    seat: v.number(),
    play: tileText,
    on: trainName,
    hand: v.optional(v.array(tileText)),
    expect: stepExpect,
  }),
  v.strictObject({
    seat: v.number(),
    draw: v.union([v.literal(true), tileText]),
    hand: v.optional(v.array(tileText)),
    expect: stepExpect,
  }),
  v.strictObject({
    seat: v.number(),
    pass: v.literal(true),
    hand: v.optional(v.array(tileText)),
    expect: stepExpect,
  }),
]);

const roundOver = v.union([
  v.literal(false),
  v.strictObject({ reason: v.literal('out'), seat }),
  v.strictObject({ reason: v.literal('blocked') }),
]);
const uncoveredItem = v.union([
  tileText,
  count,
  v.strictObject({
    train: v.union([v.literal('mexican'), v.string(), count]),
    double: v.optional(v.union([tileText, count])),
    tile: v.optional(tileText),
    value: v.optional(count),
  }),
]);

const scenarioSchema = v.variant('kind', [
  v.strictObject({
    kind: v.literal('deal'),
    ...common,
    players: v.pipe(count, v.minValue(1)),
    expect: count,
  }),
  v.strictObject({ kind: v.literal('rounds'), ...common, expect: v.array(tileText) }),
  v.strictObject({ kind: v.literal('score'), ...common, hand: v.array(tileText), expect: count }),
  v.strictObject({
    kind: v.literal('round'),
    ...common,
    hands: v.pipe(v.array(v.array(tileText)), v.minLength(2, 'a round has at least 2 hands')),
    out: v.nullable(seat),
    expect: v.array(count),
  }),
  v.strictObject({
    kind: v.literal('game'),
    ...common,
    players: v.pipe(count, v.minValue(1)),
    rounds: v.array(v.array(count)),
    expect: v.union([
      v.strictObject({ totals: v.array(count), winners: v.array(seat) }),
      v.strictObject({ error: v.literal('too-many-rounds') }),
    ]),
  }),
  v.strictObject({
    kind: v.literal('play'),
    ...common,
    players: v.pipe(count, v.minValue(2)),
    engine: v.optional(count),
    start: seat,
    hands: v.optional(v.array(count)),
    boneyard: v.optional(count),
    table: v.optional(v.record(v.string(), v.array(tileText))),
    markers: v.optional(v.array(seat)),
    steps: v.array(step),
    expect: v.optional(
      v.strictObject({
        turn: v.optional(seat),
        markers: v.optional(v.array(seat)),
        ends: v.optional(v.record(v.string(), v.nullable(count))),
        uncovered: v.optional(v.array(uncoveredItem)),
        roundOver: v.optional(roundOver),
        hands: v.optional(v.array(count)),
        boneyard: v.optional(count),
      }),
    ),
  }),
]);

export type Scenario = v.InferOutput<typeof scenarioSchema>;
export type PlayScenario = Extract<Scenario, { kind: 'play' }>;
export type Step = PlayScenario['steps'][number];
export type PlayExpect = NonNullable<PlayScenario['expect']>;

/** Reads a scenario's shape; a sentence naming the first problem and where it is. */
export function readScenario(
  json: unknown,
): { ok: true; scenario: Scenario } | { ok: false; problem: string } {
  const result = v.safeParse(scenarioSchema, json);
  if (result.success) return { ok: true, scenario: result.output };
  const issue = result.issues[0];
  const path = v.getDotPath(issue);
  return { ok: false, problem: path ? `${path}: ${issue.message}` : issue.message };
}
