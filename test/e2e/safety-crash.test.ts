import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../../src/db/model';
import {
  browserProcesses,
  createProfileDir,
  killAll,
  openPersistentApp,
  type PersistentApp,
} from './harness';
import {
  pipsField,
  readStored,
  type Stored,
  saveRoundButton,
  startGame,
  storedGameCount,
  waitForStored,
} from './safety-support';

// A dead battery a moment after a tap: the browser is killed 0 to 50 ms after a score is typed or
// a round is saved, then started again on the same profile. The stored game must be as before
// the tap or as after it, never half of it, and nothing stored before the tap may be missing.
// `npm run crash-trials -- 200` runs more of them (scripts/crash-trials.mjs).

const TRIALS = Number(process.env.CRASH_TRIALS ?? 30);
/** Where scripts/crash-trials.mjs wants the counts. */
const REPORT = process.env.CRASH_TRIALS_REPORT;
const PLAYERS = ['Ann', 'Bob', 'Cy'];
const LATEST_KILL_MS = 50;

type Tap = { kind: 'type'; seat: number; value: string } | { kind: 'save'; scores: string[] };

/** What a trial found after the restart. */
type Outcome = 'unchanged' | 'applied' | 'lost';

interface Trial {
  tap: Tap;
  killAfterMs: number;
  outcome: Outcome;
  /** What was wrong, for a lost trial. */
  problem?: string;
}

const randomScore = () => String(Math.floor(Math.random() * 100));

/**
 * When to kill, in ms after the page handled the tap: anywhere up to 50, but mostly in the first
 * few, while the write is still on its way to the disk (it takes a few ms).
 */
const killMoment = () => LATEST_KILL_MS * Math.random() ** 3;

function withoutTime(game: GameRecord | null) {
  if (!game) return null;
  const { updatedAt: _, ...rest } = game;
  return rest;
}

function sameGame(a: GameRecord | null, b: GameRecord | null): boolean {
  return JSON.stringify(withoutTime(a)) === JSON.stringify(withoutTime(b));
}

/** Whether `after` is exactly `before` with the tap applied: nothing more, nothing less. */
function applied(before: Stored, after: Stored, tap: Tap): boolean {
  const old = before.game as GameRecord;
  const now = after.game as GameRecord;
  if (tap.kind === 'type') {
    const entries = old.draft?.entries.map((entry, seat) =>
      seat === tap.seat ? { kind: 'typed', value: tap.value } : entry,
    );
    return (
      sameGame(now, { ...old, draft: old.draft && { ...old.draft, entries } } as GameRecord) &&
      after.history.length === before.history.length
    );
  }
  const entry = after.history.at(-1);
  return (
    after.history.length === before.history.length + 1 &&
    entry?.action === 'round-saved' &&
    JSON.stringify(entry.after) === JSON.stringify(now) &&
    // Its time aside: a draft write of the same scores may land between the read and the tap.
    sameGame(entry.before, old) &&
    now.rounds.length === old.rounds.length + 1 &&
    JSON.stringify(now.rounds.at(-1)?.scores) === JSON.stringify(tap.scores.map(Number))
  );
}

function judge(before: Stored, after: Stored, tap: Tap): Pick<Trial, 'outcome' | 'problem'> {
  if (!after.game) return { outcome: 'lost', problem: 'the game is gone' };
  if (applied(before, after, tap)) return { outcome: 'applied' };
  if (sameGame(after.game, before.game) && after.history.length === before.history.length) {
    return { outcome: 'unchanged' };
  }
  return {
    outcome: 'lost',
    problem: `neither before nor after: ${JSON.stringify({ before: brief(before), after: brief(after) })}`,
  };
}

/**
 * What a stored game's judgement turns on, short enough to read whole in a failure (the game's
 * players and rules filled the message before `after` was reached).
 */
function brief({ game, history }: Stored) {
  const last = history.at(-1);
  return {
    updatedAt: game?.updatedAt,
    rounds: game?.rounds.map((round) => round.scores),
    draft: game?.draft?.entries,
    history: history.length,
    last: last && {
      action: last.action,
      beforeUpdatedAt: (last.before as GameRecord | null)?.updatedAt,
      afterUpdatedAt: (last.after as GameRecord | null)?.updatedAt,
    },
  };
}

/** The fields on screen show what is stored: after a restart the person sees what survived. */
async function shownAsStored(app: PersistentApp, stored: Stored): Promise<string | null> {
  for (const [seat, name] of PLAYERS.entries()) {
    const entry = stored.game?.draft?.entries[seat];
    const shown = await pipsField(app.page, name).inputValue();
    const expected = entry?.kind === 'typed' ? entry.value : '';
    if (shown !== expected) return `${name}'s field shows "${shown}", stored "${expected}"`;
  }
  return null;
}

/** Types every player's score, as a person does before saving, and waits until it is stored. */
async function fillRound(app: PersistentApp, gameId: string): Promise<string[]> {
  const scores = PLAYERS.map(randomScore);
  for (const [seat, name] of PLAYERS.entries()) {
    await pipsField(app.page, name).fill(scores[seat] as string);
  }
  await waitForStored(app.page, gameId, ({ game }) =>
    scores.every((score, seat) => {
      const entry = game?.draft?.entries[seat];
      return entry?.kind === 'typed' && entry.value === score;
    }),
  );
  return scores;
}

/**
 * Starts the browser again on the end-of-round screen. What it shows instead, if it does not
 * come back within 15 s, is the problem (a screenshot is kept in the system's temp folder).
 */
async function openEndOfRound(
  profileDir: string,
  gameId: string,
): Promise<{ app: PersistentApp; problem: string | null }> {
  const app = await openPersistentApp(profileDir, { path: `/game/${gameId}/end` });
  try {
    await pipsField(app.page, PLAYERS[0] as string).waitFor({ timeout: 15_000 });
    return { app, problem: null };
  } catch {
    const screenshot = join(tmpdir(), `safety-crash-${Date.now()}.png`);
    await app.page.screenshot({ path: screenshot }).catch(() => {});
    const text = await app.page.evaluate(() => document.body.textContent ?? '').catch(String);
    const problem = `after the restart ${app.page.url()} shows ${JSON.stringify(text.slice(0, 300))} (${screenshot})`;
    return { app, problem };
  }
}

/** The end-of-round screen of a game ready for a trial: a new game once this one is nearly over. */
async function gameToCrash(app: PersistentApp, gameId: string | null) {
  let id = gameId;
  if (id !== null) {
    const { game } = await readStored(app.page, id);
    // Saving the last round also finishes the game (a second write): stop one round short.
    if (game && game.rounds.length >= game.rules.rounds - 1) id = null;
  }
  if (id === null) {
    id = await startGame(app.page, app.baseURL, PLAYERS);
    await app.page.goto(new URL(`game/${id}/end`, app.baseURL).href);
    await pipsField(app.page, PLAYERS[0] as string).waitFor();
  }
  return id;
}

/**
 * One browser profile crashed `count` times. Each trial starts from the state the previous one
 * found after its restart, so whatever was stored before a tap (every earlier entry) is checked
 * again after each crash.
 */
async function crashRepeatedly(count: number): Promise<Trial[]> {
  const profileDir = await createProfileDir();
  let app = await openPersistentApp(profileDir);
  let gameId: string | null = null;
  const trials: Trial[] = [];
  while (trials.length < count) {
    gameId = await gameToCrash(app, gameId);
    let before = await readStored(app.page, gameId);
    const game = before.game as GameRecord;

    let tap: Tap;
    if (Math.random() < 1 / 3) {
      tap = { kind: 'save', scores: await fillRound(app, gameId) };
      before = await readStored(app.page, gameId);
    } else {
      const seat = Math.floor(Math.random() * PLAYERS.length);
      const entry = game.draft?.entries[seat];
      let value = randomScore();
      while (entry?.kind === 'typed' && entry.value === value) value = randomScore();
      tap = { kind: 'type', seat, value };
    }

    const processes = await browserProcesses(profileDir);
    const closed = new Promise((resolve) => app.context.once('close', resolve));
    const killAfterMs = killMoment();
    // Both resolve once the page has handled the tap: its write is then on its way. The click
    // is dispatched to the button itself: the "ready to work offline" note may cover it.
    if (tap.kind === 'type') {
      await pipsField(app.page, PLAYERS[tap.seat] as string).fill(tap.value);
    } else {
      await saveRoundButton(app.page).dispatchEvent('click');
    }
    await new Promise((resolve) => setTimeout(resolve, killAfterMs));
    await killAll(processes);
    await closed;

    const restarted = await openEndOfRound(profileDir, gameId);
    app = restarted.app;
    const after = await readStored(app.page, gameId);
    if (restarted.problem) {
      // The screen is gone; what is stored says whether data went with it. This profile stops.
      const { outcome, problem } = judge(before, after, tap);
      const games = await storedGameCount(app.page).catch(String);
      trials.push({
        tap,
        killAfterMs,
        outcome: 'lost',
        problem: `${restarted.problem}; ${outcome}: ${problem ?? ''}; games stored now: ${games}`,
      });
      break;
    }
    const verdict = judge(before, after, tap);
    const shown = verdict.outcome === 'lost' ? null : await shownAsStored(app, after);
    trials.push(
      shown
        ? { tap, killAfterMs, outcome: 'lost', problem: shown }
        : { tap, killAfterMs, ...verdict },
    );
  }
  return trials;
}

/** Two browsers crash side by side: a restart mostly waits, so two fit the time of one. */
const BROWSERS = 2;

describe('a crash right after a tap loses nothing', () => {
  it(
    `${TRIALS} kills of the browser 0-${LATEST_KILL_MS} ms after typing a score or saving a round`,
    async () => {
      const started = Date.now();
      const shares = Array.from({ length: BROWSERS }, (_, i) =>
        Math.floor((TRIALS + i) / BROWSERS),
      );
      const trials = (await Promise.all(shares.map(crashRepeatedly))).flat();

      const lost = trials.filter((trial) => trial.outcome === 'lost');
      const count = (outcome: Outcome) =>
        trials.filter((trial) => trial.outcome === outcome).length;
      const report = {
        trials: trials.length,
        lost: lost.length,
        unchanged: count('unchanged'),
        applied: count('applied'),
        saves: trials.filter((trial) => trial.tap.kind === 'save').length,
        seconds: Math.round((Date.now() - started) / 100) / 10,
        lostTrials: lost,
      };
      if (REPORT) await writeFile(REPORT, JSON.stringify(report, null, 1));
      expect(lost).toEqual([]);
      // Kills land both before and after writes reach the disk, or the trials tested only one side.
      if (TRIALS >= 30) expect(report.unchanged * report.applied).toBeGreaterThan(0);
    },
    30_000 + TRIALS * 5_000,
  );
});
