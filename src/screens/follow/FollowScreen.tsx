import { useEffect, useId, useState } from 'preact/hooks';
import { useRoute } from 'preact-iso';
import type { GameRecord, RoundDraft } from '../../db/model';
import { explainVerdict, playerName, t, tileName, trainName } from '../../i18n';
import { keepScreenAwake } from '../../pwa/wake-lock';
import { restrictingDoubles } from '../../rules';
import { playEntry } from '../../state/follow';
import type { FollowedRoundNow, FollowRefusal } from '../../state/follow-model';
import type { GameModel } from '../../state/game-model';
import type { GameView } from '../../state/game-view';
import { useGameModel } from '../../state/use-game';
import { GameLoader } from '../../ui/GameLoader';
import { SaveFailure } from '../../ui/SaveFailure';
import { Screen } from '../../ui/Screen';
import { Taps } from '../../ui/Taps';
import { TileQuestion } from '../dispute/TileQuestion';
import { trainTaps } from '../dispute/train-taps';
import { VerdictWord } from '../dispute/VerdictWord';
import { describeEntry } from './describe-entry';
import { PlaysLog } from './PlaysLog';
import { StartingTableForm } from './StartingTableForm';
import { TableView } from './TableView';
import './follow.css';

/**
 * Follow the table (/game/:id/follow): the round's plays recorded as they happen. The engine
 * keeps the open ends, markers and doubles, refuses an illegal entry with the reason, and the
 * markers go into the round's draft so the scorekeeper shows the same open trains.
 */
export function FollowScreen() {
  const { params } = useRoute();
  const gameId = params.id ?? '';
  const model = useGameModel(gameId);
  // A followed round lasts a while with the phone on the table: the screen should not sleep.
  useEffect(() => keepScreenAwake(), []);
  return (
    <Screen title={t('dispute.follow.title')} back={`/game/${gameId}`}>
      <GameLoader game={model.live}>
        {(game) => <FollowGame game={game} model={model} />}
      </GameLoader>
    </Screen>
  );
}

interface FollowProps {
  game: GameRecord;
  model: GameModel;
}

function FollowGame({ game, model }: FollowProps) {
  const draft = game.finishedAt === null ? model.editor.draft.value : null;
  if (!draft) {
    return (
      <div class="stack">
        <p>{t('dispute.follow.noRound')}</p>
        <a class="button wide" href={`/game/${game.id}`}>
          {t('dispute.follow.toRound')}
        </a>
      </div>
    );
  }
  const round = model.follow.round.value;
  return round ? (
    <FollowedRoundView game={game} model={model} round={round} />
  ) : (
    <StartFollowing game={game} model={model} draft={draft} />
  );
}

function StartFollowing({ game, model, draft }: FollowProps & { draft: RoundDraft }) {
  const names = game.players.map((player) => player.name);
  const [underWay, setUnderWay] = useState(false);
  const [start, setStart] = useState<number | null>(draft.start);
  const round = (model.view.value as GameView).round;
  const hintId = useId();
  return (
    <div class="stack">
      <p>{t('dispute.follow.intro')}</p>
      <Taps
        legend={t('dispute.follow.begun.question')}
        name="begun"
        layout="row"
        value={underWay ? 'yes' : 'no'}
        choices={[
          { value: 'no', label: t('dispute.follow.begun.no') },
          { value: 'yes', label: t('dispute.follow.begun.yes') },
        ]}
        onChange={(begun) => {
          setUnderWay(begun === 'yes');
          // Who started the round is seldom whose turn it is now.
          setStart(begun === 'yes' ? null : draft.start);
        }}
      />
      <Taps
        legend={underWay ? t('dispute.follow.turnNow') : t('dispute.follow.startLegend')}
        name="start"
        value={start}
        choices={names.map((_, seat) => ({ value: seat, label: playerName(seat, names) }))}
        onChange={setStart}
      />
      <SaveFailure failure={model.editor.failure.value} />
      {/* A greyed button alone does not say what it waits for. */}
      {start === null && (
        <p id={hintId} class="muted">
          {underWay ? t('dispute.follow.turnNowFirst') : t('dispute.follow.startFirst')}
        </p>
      )}
      <button
        type="button"
        class="button primary big wide"
        disabled={start === null}
        aria-describedby={start === null ? hintId : undefined}
        onClick={() => {
          if (start === null) return;
          void (underWay ? model.follow.startUnderWay(start) : model.follow.start(start));
        }}
      >
        {underWay ? t('dispute.follow.startHere', { round }) : t('dispute.follow.start', { round })}
      </button>
    </div>
  );
}

/** Why the engine refused the latest entry, in words. */
function Refusal({
  refusal,
  names,
  markers,
}: {
  refusal: FollowRefusal | null;
  names: readonly string[];
  markers: boolean;
}) {
  if (!refusal) return null;
  const { sentence, ruleTitle } = explainVerdict(refusal.verdict, {
    names,
    move: refusal.move,
    markers,
  });
  return (
    <div class="card refusal" role="alert">
      <p>
        <VerdictWord answer="no" size="small" />
      </p>
      <p>{t('dispute.follow.refused', { sentence })}</p>
      <p class="muted">{ruleTitle}</p>
    </div>
  );
}

function FollowedRoundView({ game, model, round }: FollowProps & { round: FollowedRoundNow }) {
  const names = game.players.map((player) => player.name);
  const { follow: followModel } = model;
  const { draft, follow, table } = round;
  const { state } = table;
  const tile = followModel.tile.value;
  const train = followModel.train.value;
  const view = model.view.value as GameView;
  const name = playerName(state.turn, names);
  const last = follow.actions.at(-1);
  // Told mid-round: the table can be told again until the first play is recorded after it.
  const from = last ? undefined : follow.from;

  return (
    <div class="stack follow">
      <p class="muted">
        {t('game.round.ofTotal', { round: view.round, rounds: view.rounds })} ·{' '}
        {t('game.round.engine', { tile: tileName([draft.engine, draft.engine]) })}
      </p>
      {from && (
        <StartingTableForm
          rules={state.rules}
          engine={draft.engine}
          names={names}
          follow={{ ...follow, from }}
          onChange={(seat, told) => void followModel.retell(seat, told)}
        />
      )}
      {table.refused && (
        <p class="error" role="alert">
          {t('dispute.follow.stale', { count: follow.actions.length - table.accepted })}
        </p>
      )}
      {state.over ? (
        <div class="stack" role="status">
          <p class="follow-over">{t('dispute.follow.over')}</p>
          <a class="button primary big wide" href={`/game/${game.id}`}>
            {t('dispute.follow.toRound')}
          </a>
        </div>
      ) : (
        <section class="stack record" aria-labelledby="turn-heading">
          <h2 id="turn-heading" class="turn-heading">
            {t('dispute.follow.turn', { name })}
          </h2>
          {state.drew && <p>{t('dispute.follow.drew', { name })}</p>}
          {restrictingDoubles(state).map((double) => (
            <p key={`${double.train}-${double.value}`} class="double-waiting">
              {t('dispute.follow.doubleWaiting', {
                double: tileName([double.value, double.value]),
                train: trainName(double.train, -1, names),
              })}
            </p>
          ))}
          <TileQuestion
            // A fresh chooser for each entry: the last player's number is no help to the next.
            key={follow.actions.length}
            legend={t('dispute.follow.record.tileLegend', { name })}
            set={state.rules.set}
            value={tile}
            onChange={(chosen) => {
              followModel.tile.value = chosen;
            }}
          />
          <Taps
            legend={t('dispute.follow.record.trainLegend')}
            name="train"
            value={train}
            choices={trainTaps({
              rules: state.rules,
              names,
              seat: state.turn,
              markers: state.markers,
              table: state,
            })}
            onChange={(value) => {
              followModel.train.value = value;
            }}
          />
          <Refusal
            refusal={followModel.refusal.value}
            names={names}
            markers={state.rules.markers}
          />
          <SaveFailure failure={model.editor.failure.value} />
          <button
            type="button"
            class="button primary big wide"
            disabled={tile === null || train === null}
            onClick={() => {
              if (tile !== null && train !== null)
                void followModel.enter(playEntry(state.turn, tile, train));
            }}
          >
            {t('dispute.follow.record.play')}
          </button>
          <div class="follow-other-moves">
            <button
              type="button"
              class="button wide"
              onClick={() => void followModel.enter({ type: 'draw', seat: state.turn })}
            >
              {t('dispute.follow.record.drew', { name })}
            </button>
            <button
              type="button"
              class="button wide"
              onClick={() => void followModel.enter({ type: 'pass', seat: state.turn })}
            >
              {t('dispute.follow.record.passed', { name })}
            </button>
          </div>
        </section>
      )}
      {last && (
        <button type="button" class="button wide" onClick={() => void followModel.undoLast()}>
          <span aria-hidden="true">↶</span>{' '}
          {t('dispute.follow.undo', { entry: describeEntry(last, names) })}
        </button>
      )}
      <a class="button wide" href={`/game/${game.id}/check`}>
        {t('dispute.check.title')}
      </a>
      {!from && (
        <>
          <TableView state={state} names={names} standIns={table.standIns} />
          <PlaysLog actions={follow.actions.slice(0, table.accepted)} names={names} />
        </>
      )}
    </div>
  );
}
