import { useEffect, useMemo, useState } from 'preact/hooks';
import type { GameRecord } from '../../db/model';
import type { DbFailure } from '../../db/transact';
import { formatList, locale, playerName, t } from '../../i18n';
import { useAppState } from '../../state/app-context';
import { keepCopy } from '../../state/game-list-writes';
import { viewOf } from '../../state/game-view';
import { linkedStandings } from '../../state/standings-share';
import { SaveFailure } from '../../ui/SaveFailure';
import { Screen } from '../../ui/Screen';
import { ChartAndRounds } from '../scores/ChartAndRounds';
import { StandingsList } from '../scores/StandingsList';
import '../../ui/scorekeeper.css';
import '../scores/scores.css';

function when(time: number, withTime = false): string {
  return new Intl.DateTimeFormat(locale.value, {
    dateStyle: 'long',
    ...(withTime && { timeStyle: 'short' }),
  }).format(time);
}

/** The fragment of the address, followed as it changes (a second link opened in the same tab). */
function useFragment(): string {
  const [fragment, setFragment] = useState(location.hash);
  useEffect(() => {
    const changed = () => setFragment(location.hash);
    addEventListener('hashchange', changed);
    return () => removeEventListener('hashchange', changed);
  }, []);
  return fragment;
}

/**
 * Standings another phone sent in a link (/standings#…), shown read-only with their chart and
 * rounds: nothing is stored unless the person asks to keep a copy. A link that is damaged, too
 * long or hostile is refused with one sentence saying why, and nothing is stored either.
 */
export function SharedStandingsScreen() {
  const fragment = useFragment();
  const read = useMemo(() => linkedStandings(fragment), [fragment]);
  return (
    <Screen title={t('standings.view.title')} back="/">
      {read.ok ? (
        <Shared key={fragment} game={read.game} />
      ) : (
        <div class="stack">
          <p class="error" role="alert">
            {t(`standings.view.problems.${read.code}`)}
          </p>
          <a class="button wide" href="/">
            {t('standings.view.home')}
          </a>
        </div>
      )}
    </Screen>
  );
}

function Shared({ game }: { game: GameRecord }) {
  const { db } = useAppState();
  const [kept, setKept] = useState<GameRecord | null>(null);
  const [failure, setFailure] = useState<DbFailure | null>(null);
  const view = viewOf(game);
  const names = game.players.map((p) => p.name);
  const leaders = formatList(view.standings.leaders.map((seat) => playerName(seat, names)));
  const count = view.standings.leaders.length;
  const over = view.finished || view.allPlayed;
  return (
    <div class="stack">
      <p>
        {t('standings.view.about', {
          rules: t(`game.presets.${game.rules.preset}.name`),
          date: when(game.createdAt),
        })}
        <br />
        {t('standings.view.asOf', { date: when(game.updatedAt, true) })}
        {!over && (
          <>
            <br />
            {t('scorekeeper.games.playing', { round: view.round, rounds: view.rounds })}
          </>
        )}
      </p>
      {game.rounds.length > 0 && (
        <p class="leader-line">
          {over
            ? t('game.result.winners', { names: leaders, count })
            : t('game.result.leader', { names: leaders, count })}
        </p>
      )}
      <section aria-labelledby="totals-heading">
        <h2 id="totals-heading">
          {over ? t('standings.table.final') : t('scorekeeper.scores.totals')}
        </h2>
        <StandingsList game={game} view={view} />
      </section>
      <ChartAndRounds game={game} view={view} readOnly />
      {kept ? (
        <div class="stack" aria-live="polite">
          <p>{t('standings.view.kept')}</p>
          <a class="button primary wide" href={`/game/${kept.id}/scores`}>
            {t('standings.view.openCopy')}
          </a>
        </div>
      ) : (
        <div class="stack">
          <p class="muted">{t('standings.view.notKept')}</p>
          <button
            type="button"
            class="button primary wide"
            onClick={async () => {
              const result = await keepCopy(db, game);
              setFailure(result.ok ? null : result);
              if (result.ok) setKept(result.value);
            }}
          >
            {t('standings.view.keep')}
          </button>
        </div>
      )}
      <SaveFailure failure={failure} />
    </div>
  );
}
