import type { GameRecord } from '../../db/model';
import { t } from '../../i18n';
import type { GameView } from '../../state/game-view';
import { RoundTable } from './RoundTable';
import { RunningTotalsChart } from './RunningTotalsChart';

/**
 * A game's running totals as a chart (once a round is played) and its round-by-round table: the
 * scores screen's, and read-only (no edit links) the shared standings'.
 */
export function ChartAndRounds(props: { game: GameRecord; view: GameView; readOnly?: boolean }) {
  const { game, view, readOnly = false } = props;
  return (
    <>
      {game.rounds.length > 0 && (
        <section aria-labelledby="chart-heading" class="stack">
          <h2 id="chart-heading">{t('record.chart.heading')}</h2>
          <p class="muted">{t('record.chart.note')}</p>
          <RunningTotalsChart game={game} view={view} />
        </section>
      )}
      <section aria-labelledby="table-heading">
        <h2 id="table-heading">{t('scorekeeper.scores.table.heading')}</h2>
        <RoundTable game={game} standings={view.standings} readOnly={readOnly} />
      </section>
    </>
  );
}
