import type { ChartSeries } from '../chart/score-chart';
import type { Locale, MessageKey, Translate } from '../i18n';
// The print language's list, not the screen's: the sheet may be printed in another language.
import { formatListIn } from '../i18n/format';
import { type Rules, roundEngines, standings } from '../rules';
import { NUMBERING_PLACEHOLDERS } from './numbering';

/** A game as its sheet needs it, in plain data (built by src/state/printable-game.ts). */
export interface PrintableGame {
  rules: Rules;
  /** When the game ended (ms since 1970); null while it goes on. */
  finishedAt: number | null;
  /** Seat by seat; a name may be '' (the sheet then says "Player 2"). */
  players: readonly { name: string }[];
  /** The rounds played so far, each with its scores seat by seat. */
  rounds: readonly { scores: readonly number[] }[];
  /** Seat by seat, the running total after each round played: the chart's lines. */
  runningTotals: readonly (readonly number[])[];
}

/** What a scoresheet says, in one language, before it is laid out. */
export interface ScoresheetContent {
  title: string;
  /** The title on the pages after the first. */
  continuedTitle: string;
  details: string[];
  roundHeader: string;
  totalLabel: string;
  /** One per seat; '' leaves room to write the name. */
  names: string[];
  rows: { engine: number; cells: string[] }[];
  /** Blank on a blank sheet. */
  totals: string[];
  /** Seats whose column is marked as the winners'. */
  winners: readonly number[];
  /** Under the table on the last page: who won, or who leads a game still going. */
  closing: string | null;
  /** The running totals as a chart under the table, once a round is scored. */
  chart: { heading: string; note: string; series: ChartSeries[] } | null;
  /** "Page {number} of {count}", the numbers filled in by the layout (./numbering). */
  numbering: string;
}

function rulesLine(rules: Rules, t: Translate): string {
  const preset = t(`game.presets.${rules.preset}.name` as MessageKey);
  const line = t('print.cards.rulesLine', { preset, set: rules.set });
  return `${line} · ${t('print.scoresheet.rounds', { count: rules.rounds })}`;
}

function frame(rules: Rules, t: Translate) {
  const title = t('print.scoresheet.title');
  return {
    title,
    continuedTitle: t('print.scoresheet.continued', { title }),
    roundHeader: t('game.words.round'),
    totalLabel: t('game.words.total'),
    numbering: t('print.pageOf', {
      page: NUMBERING_PLACEHOLDERS.number,
      pages: NUMBERING_PLACEHOLDERS.count,
    }),
    details: [rulesLine(rules, t)],
  };
}

/** A blank sheet: a row per round of these rules (its engine from the engine), a column per seat. */
export function blankScoresheetContent(
  rules: Rules,
  players: number | readonly string[],
  t: Translate,
): ScoresheetContent {
  const names =
    typeof players === 'number'
      ? Array<string>(players).fill('')
      : players.map((name) => name.trim());
  return {
    ...frame(rules, t),
    names,
    rows: roundEngines(rules).map((engine) => ({ engine, cells: names.map(() => '') })),
    totals: names.map(() => ''),
    winners: [],
    closing: null,
    chart: null,
  };
}

/**
 * A game's sheet: its names, every round's scores, and the totals and winners as the engine's
 * `standings` gives them. Rounds not played yet stay blank.
 */
export function gameSheetContent(
  game: PrintableGame,
  t: Translate,
  locale: Locale,
  timeZone?: string,
): ScoresheetContent {
  const scores = game.rounds.map((round) => round.scores);
  const seats = game.players.length;
  const { totals, leaders } = standings(seats, scores);
  const names = game.players.map((player) => player.name.trim());
  const finished = game.finishedAt !== null;
  const shown = names.map(
    (name, seat) => name || t('game.players.defaultName', { number: seat + 1 }),
  );
  const leaderNames = formatListIn(
    locale,
    leaders.map((seat) => shown[seat] as string),
  );
  const base = frame(game.rules, t);
  const details = finished
    ? [
        ...base.details,
        t('print.scoresheet.played', {
          date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(
            new Date(game.finishedAt as number),
          ),
        }),
      ]
    : [
        ...base.details,
        t('print.scoresheet.progress', { played: scores.length, rounds: game.rules.rounds }),
      ];
  return {
    ...base,
    details,
    names,
    rows: roundEngines(game.rules).map((engine, index) => ({
      engine,
      cells: names.map((_, seat) => {
        const score = scores[index]?.[seat];
        return score === undefined ? '' : String(score);
      }),
    })),
    totals: scores.length > 0 ? totals.map(String) : names.map(() => ''),
    winners: finished ? leaders : [],
    closing:
      scores.length === 0
        ? null
        : t(finished ? 'game.result.winners' : 'game.result.leader', {
            names: leaderNames,
            count: leaders.length,
          }),
    chart:
      scores.length === 0
        ? null
        : {
            heading: t('record.chart.heading'),
            note: t('record.chart.note'),
            series: shown.map((name, seat) => ({ name, totals: game.runningTotals[seat] ?? [] })),
          },
  };
}
