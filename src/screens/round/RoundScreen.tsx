import { useComputed } from '@preact/signals';
import { useCallback, useEffect } from 'preact/hooks';
import { useLocation, useRoute } from 'preact-iso';
import type { GameRecord } from '../../db/model';
import { t, tileName } from '../../i18n';
import { keepScreenAwake } from '../../pwa/wake-lock';
import type { GameModel } from '../../state/game-model';
import type { GameView } from '../../state/game-view';
import { useGameModel } from '../../state/use-game';
import { Domino } from '../../ui/Domino';
import { GameLoader } from '../../ui/GameLoader';
import { SaveFailure } from '../../ui/SaveFailure';
import { Screen } from '../../ui/Screen';
import { UndoButton } from '../../ui/UndoButton';
import { StartChoice } from './StartChoice';
import { Trains } from './Trains';
import './round.css';
import '../../ui/scorekeeper.css';

/**
 * The round being played (/game/:id): its engine drawn large, round n of N, who starts, which
 * trains are open, and the way on: "Can I play this?", end the round, the scores, undo. Every tap
 * is saved at once; the screen stays awake while it is open.
 */
export function RoundScreen() {
  const { params } = useRoute();
  const gameId = params.id ?? '';
  const model = useGameModel(gameId);
  useEffect(() => keepScreenAwake(), []);
  const view = model.view.value;
  return (
    <Screen
      title={
        view
          ? t('game.round.ofTotal', { round: view.round, rounds: view.rounds })
          : t('game.words.round')
      }
      back="/"
    >
      <GameLoader game={model.live}>
        {(loaded) => <RoundPlay game={loaded} model={model} />}
      </GameLoader>
    </Screen>
  );
}

function RoundPlay({ game, model }: { game: GameRecord; model: GameModel }) {
  const { route } = useLocation();
  const { editor } = model;
  const view = model.view.value as GameView;
  const base = `/game/${game.id}`;
  // What this part shows of the draft, each read on its own: a marker tap changes none of them,
  // so it redraws its own train and nothing else (issue 16: a tap paints within 50 ms).
  const engine = useComputed(() => editor.draft.value?.engine ?? null).value;
  const noted = useComputed(() => editor.draft.value?.start ?? null).value;
  const markers = useComputed(() => editor.draft.value?.markers ?? []);
  const toggle = useCallback((seat: number) => editor.dispatch({ type: 'marker', seat }), [editor]);

  useEffect(() => {
    if (view.finished) route(`${base}/scores`, true);
  }, [view.finished, base, route]);
  if (view.finished) return null;

  const undo = (
    <UndoButton
      entry={model.undoable.value}
      undo={model.undo}
      onUndone={(undid) => {
        // Undoing a saved round brings its scores back: show them where they can be fixed.
        if (undid.action === 'round-saved') route(`${base}/end`);
      }}
    />
  );

  if (view.allPlayed) {
    return (
      <div class="stack">
        <p>{t('scorekeeper.round.allPlayed')}</p>
        <button
          type="button"
          class="button primary big wide"
          onClick={async () => {
            const finished = await model.finish();
            if (finished.ok) route(`${base}/scores`);
          }}
        >
          {t('scorekeeper.round.finish')}
        </button>
        {undo}
      </div>
    );
  }

  if (engine === null) {
    const fresh = model.freshDraft.value;
    return (
      <div class="stack">
        <p>{t('scorekeeper.round.notStarted', { round: view.round })}</p>
        {fresh && (
          <button
            type="button"
            class="button primary big wide"
            onClick={() => editor.change(fresh)}
          >
            {t('scorekeeper.round.begin', { round: view.round })}
          </button>
        )}
        <SaveFailure failure={editor.failure.value} />
        {undo}
      </div>
    );
  }

  const double = [engine, engine] as const;
  return (
    <div class="stack">
      <section class="engine card" aria-labelledby="engine-heading">
        <h2 id="engine-heading" class="visually-hidden">
          {t('scorekeeper.round.engineHeading')}
        </h2>
        <Domino tile={double} across size={280} />
        <p class="engine-name">{t('game.round.engine', { tile: tileName(double) })}</p>
      </section>

      <section aria-labelledby="start-heading">
        <h2 id="start-heading">{t('scorekeeper.round.start.heading')}</h2>
        <StartChoice
          game={game}
          engine={engine}
          noted={noted}
          onStart={(seat) => editor.dispatch({ type: 'started', seat })}
        />
      </section>

      <section aria-labelledby="trains-heading">
        <h2 id="trains-heading">{t('scorekeeper.round.trains.heading')}</h2>
        <Trains game={game} markers={markers} onToggle={toggle} />
      </section>

      <SaveFailure failure={editor.failure.value} />

      <nav class="stack round-actions">
        <a class="button big wide" href={`${base}/check`}>
          {t('scorekeeper.round.actions.check')}
        </a>
        <a class="button primary big wide" href={`${base}/end`}>
          {t('scorekeeper.round.actions.end')}
        </a>
        <div class="pair">
          <a class="button" href={`${base}/scores`}>
            {t('scorekeeper.round.actions.scores')}
          </a>
          <a class="button" href={`${base}/follow`}>
            {t('scorekeeper.round.actions.follow')}
          </a>
        </div>
        <a class="button wide" href={`${base}/table`}>
          {t('standings.table.open')}
        </a>
      </nav>
      {undo}
    </div>
  );
}
