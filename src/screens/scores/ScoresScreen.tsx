import { useState } from 'preact/hooks';
import { useRoute } from 'preact-iso';
import type { GameRecord } from '../../db/model';
import type { DbFailure } from '../../db/transact';
import { formatList, playerName, t } from '../../i18n';
import type { GameModel } from '../../state/game-model';
import type { GameView } from '../../state/game-view';
import { useGameModel } from '../../state/use-game';
import { CopyNote } from '../../ui/CopyNote';
import { GameLoader } from '../../ui/GameLoader';
import { SaveFailure } from '../../ui/SaveFailure';
import { Screen } from '../../ui/Screen';
import { UndoButton } from '../../ui/UndoButton';
import { ChartAndRounds } from './ChartAndRounds';
import { History } from './History';
import { ShareStandings } from './ShareStandings';
import { StandingsList } from './StandingsList';
import '../../ui/scorekeeper.css';
import './scores.css';

/**
 * The scores (/game/:id/scores): the winners once the game is over, the totals and places, the
 * running totals as a chart, every round in a table that opens any round for changes, the table
 * view and the standings for other phones, undo, and every change ever made.
 */
export function ScoresScreen() {
  const { params } = useRoute();
  const model = useGameModel(params.id ?? '');
  const game = model.game.value;
  const playing = game !== null && game.finishedAt === null;
  return (
    <Screen title={t('scorekeeper.scores.title')} back={playing ? `/game/${game.id}` : '/games'}>
      <GameLoader game={model.live}>
        {(loaded) => <Scores game={loaded} model={model} />}
      </GameLoader>
    </Screen>
  );
}

function Scores({ game, model }: { game: GameRecord; model: GameModel }) {
  const [failure, setFailure] = useState<DbFailure | null>(null);
  const view = model.view.value as GameView;
  const names = game.players.map((p) => p.name);
  const leaders = formatList(view.standings.leaders.map((seat) => playerName(seat, names)));
  const count = view.standings.leaders.length;

  return (
    <div class="stack">
      {view.finished ? (
        <section class="winners card" aria-live="polite">
          <p class="winners-cup" aria-hidden="true">
            🏆
          </p>
          <p class="winners-text">{t('game.result.winners', { names: leaders, count })}</p>
          <p>{t('scorekeeper.scores.congratulations')}</p>
        </section>
      ) : (
        game.rounds.length > 0 && (
          <p class="leader-line">{t('game.result.leader', { names: leaders, count })}</p>
        )
      )}

      {game.copiedAt !== undefined && <CopyNote copiedAt={game.copiedAt} />}

      {!view.finished && (
        <a class="button primary big wide" href={`/game/${game.id}`}>
          {t('scorekeeper.scores.backToRound', { round: view.round })}
        </a>
      )}
      <a class="button wide" href={`/game/${game.id}/table`}>
        {t('standings.table.open')}
      </a>

      <section aria-labelledby="totals-heading">
        <h2 id="totals-heading">{t('scorekeeper.scores.totals')}</h2>
        <StandingsList game={game} view={view} />
      </section>

      <ChartAndRounds game={game} view={view} />

      {game.rounds.length > 0 && <ShareStandings game={game} />}

      <UndoButton entry={model.undoable.value} undo={model.undo} />
      <SaveFailure failure={failure} />

      <History game={game} history={model.history} />

      {view.finished ? (
        <div class="pair">
          <a class="button" href="/new">
            {t('scorekeeper.scores.newGame')}
          </a>
          <a class="button" href="/games">
            {t('scorekeeper.pastGames')}
          </a>
        </div>
      ) : (
        game.rounds.length > 0 && (
          <button
            type="button"
            class="button wide"
            onClick={async () => {
              const finished = await model.finish();
              setFailure(finished.ok ? null : finished);
              // The winners are announced at the top of the screen.
              if (finished.ok) window.scrollTo(0, 0);
            }}
          >
            {t('scorekeeper.scores.finishNow')}
          </button>
        )
      )}
    </div>
  );
}
