import { useEffect, useId, useMemo, useState } from 'preact/hooks';
import { useRoute } from 'preact-iso';
import { draftPatch } from '../../db/draft-patch';
import type { FollowedAction, FollowedRound, GameRecord, RoundDraft } from '../../db/model';
import { changeDraft } from '../../db/mutations';
import type { DbError } from '../../db/transact';
import {
  explainVerdict,
  playerName,
  t,
  tileName,
  trainName,
  type VerdictExplanation,
} from '../../i18n';
import { keepScreenAwake } from '../../pwa/wake-lock';
import { restrictingDoubles, type Tile, type TrainId } from '../../rules';
import { useAppState } from '../../state/app-context';
import {
  draftWithFollow,
  followSetup,
  playEntry,
  record,
  replay,
  withoutLast,
} from '../../state/follow';
import { viewOf } from '../../state/game-view';
import { useGame } from '../../state/use-game';
import { GameLoader } from '../../ui/GameLoader';
import { Screen } from '../../ui/Screen';
import { Taps } from '../../ui/Taps';
import { TileQuestion } from '../dispute/TileQuestion';
import { readTrain, trainTaps, trainValue } from '../dispute/train-taps';
import { VerdictWord } from '../dispute/VerdictWord';
import { describeEntry } from './describe-entry';
import { PlaysLog } from './PlaysLog';
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
  const followed = useGame(gameId);
  // A followed round lasts a while with the phone on the table: the screen should not sleep.
  useEffect(() => keepScreenAwake(), []);
  return (
    <Screen title={t('dispute.follow.title')} back={`/game/${gameId}`}>
      <GameLoader followed={followed}>{(game) => <FollowGame game={game} />}</GameLoader>
    </Screen>
  );
}

function FollowGame({ game }: { game: GameRecord }) {
  const draft = game.finishedAt === null ? game.draft : null;
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
  return draft.follow ? (
    <FollowedRoundView game={game} draft={draft} follow={draft.follow} />
  ) : (
    <StartFollowing game={game} draft={draft} />
  );
}

/** Stores a followed round in the draft; says why when the phone could not store it. */
function useFollowStore(game: GameRecord, draft: RoundDraft) {
  const { db } = useAppState();
  const [failure, setFailure] = useState<DbError | null>(null);
  const store = async (follow: FollowedRound): Promise<boolean> => {
    const { state } = replay(followSetup(game, draft.engine, follow.start), follow.actions);
    // Only what following changed (the plays, the markers): another tab's scores stay.
    const saved = await changeDraft(
      db,
      game.id,
      draftPatch(draft, draftWithFollow(draft, follow, state)),
    );
    setFailure(saved.ok ? null : saved.error);
    return saved.ok;
  };
  return { store, failure };
}

function StorageFailure({ error }: { error: DbError | null }) {
  if (!error) return null;
  return (
    <p class="error" role="alert">
      {t(error === 'quota' ? 'common.storage.full' : 'common.storage.failed')}
    </p>
  );
}

function StartFollowing({ game, draft }: { game: GameRecord; draft: RoundDraft }) {
  const names = game.players.map((player) => player.name);
  const [start, setStart] = useState<number | null>(draft.start);
  const { store, failure } = useFollowStore(game, draft);
  const round = viewOf(game).round;
  const hintId = useId();
  return (
    <div class="stack">
      <p>{t('dispute.follow.intro')}</p>
      <Taps
        legend={t('dispute.follow.startLegend')}
        name="start"
        value={start === null ? null : String(start)}
        choices={names.map((_, seat) => ({ value: String(seat), label: playerName(seat, names) }))}
        onChange={(seat) => setStart(Number(seat))}
      />
      <StorageFailure error={failure} />
      {/* A greyed button alone does not say what it waits for. */}
      {start === null && (
        <p id={hintId} class="muted">
          {t('dispute.follow.startFirst')}
        </p>
      )}
      <button
        type="button"
        class="button primary big wide"
        disabled={start === null}
        aria-describedby={start === null ? hintId : undefined}
        onClick={() => {
          if (start !== null) void store({ start, actions: [] });
        }}
      >
        {t('dispute.follow.start', { round })}
      </button>
    </div>
  );
}

interface FollowedRoundProps {
  game: GameRecord;
  draft: RoundDraft;
  follow: FollowedRound;
}

function FollowedRoundView({ game, draft, follow }: FollowedRoundProps) {
  const names = game.players.map((player) => player.name);
  const setup = useMemo(
    () => followSetup(game, draft.engine, follow.start),
    [game, draft.engine, follow.start],
  );
  const table = useMemo(() => replay(setup, follow.actions), [setup, follow.actions]);
  const { state } = table;
  const { store, failure } = useFollowStore(game, draft);
  const [tile, setTile] = useState<Tile | null>(null);
  const [train, setTrain] = useState<TrainId | null>(null);
  const [refusal, setRefusal] = useState<VerdictExplanation | null>(null);
  const view = viewOf(game);
  const name = playerName(state.turn, names);
  const last = follow.actions.at(-1);

  // Each entry builds on the stored round: until the one just written comes back from the
  // database, another tap would build on the round before it and overwrite it.
  const [writing, setWriting] = useState(false);
  useEffect(() => setWriting(false), [follow]);
  const write = async (next: FollowedRound): Promise<boolean> => {
    setWriting(true);
    const saved = await store(next);
    if (!saved) setWriting(false);
    return saved;
  };

  const enter = async (entry: FollowedAction) => {
    if (writing) return;
    const result = record(setup, follow, entry);
    if (!result.ok) {
      setRefusal(
        explainVerdict(result.verdict, { names, move: entry.type, markers: state.rules.markers }),
      );
      return;
    }
    setRefusal(null);
    if (await write(result.follow)) {
      setTile(null);
      setTrain(null);
    }
  };

  return (
    <div class="stack follow">
      <p class="muted">
        {t('game.round.ofTotal', { round: view.round, rounds: view.rounds })} ·{' '}
        {t('game.round.engine', { tile: tileName([draft.engine, draft.engine]) })}
      </p>
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
            onChange={setTile}
          />
          <Taps
            legend={t('dispute.follow.record.trainLegend')}
            name="train"
            value={train === null ? null : trainValue(train)}
            choices={trainTaps({
              rules: state.rules,
              names,
              seat: state.turn,
              markers: state.markers,
              table: state,
            })}
            onChange={(value) => setTrain(readTrain(value))}
          />
          {refusal && (
            <div class="card refusal" role="alert">
              <p>
                <VerdictWord answer="no" size="small" />
              </p>
              <p>{t('dispute.follow.refused', { sentence: refusal.sentence })}</p>
              <p class="muted">{refusal.ruleTitle}</p>
            </div>
          )}
          <StorageFailure error={failure} />
          <button
            type="button"
            class="button primary big wide"
            disabled={tile === null || train === null}
            onClick={() => {
              if (tile !== null && train !== null) void enter(playEntry(state.turn, tile, train));
            }}
          >
            {t('dispute.follow.record.play')}
          </button>
          <div class="follow-other-moves">
            <button
              type="button"
              class="button wide"
              onClick={() => void enter({ type: 'draw', seat: state.turn })}
            >
              {t('dispute.follow.record.drew', { name })}
            </button>
            <button
              type="button"
              class="button wide"
              onClick={() => void enter({ type: 'pass', seat: state.turn })}
            >
              {t('dispute.follow.record.passed', { name })}
            </button>
          </div>
        </section>
      )}
      {last && (
        <button
          type="button"
          class="button wide"
          onClick={() => {
            if (writing) return;
            setRefusal(null);
            void write(withoutLast(follow));
          }}
        >
          <span aria-hidden="true">↶</span>{' '}
          {t('dispute.follow.undo', { entry: describeEntry(last, names) })}
        </button>
      )}
      <a class="button wide" href={`/game/${game.id}/check`}>
        {t('dispute.check.title')}
      </a>
      <TableView state={state} names={names} />
      <PlaysLog actions={follow.actions.slice(0, table.accepted)} names={names} />
    </div>
  );
}
