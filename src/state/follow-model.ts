/**
 * "Follow the table" for one game: the followed round as the engine rebuilds it from the draft
 * on screen, the play being tapped in, and the entries, each checked by the engine and stored
 * through the game's draft editor (the one write path of a draft). An entry shows at once and
 * the next one builds on it, stored or not yet: two quick taps never overwrite each other.
 */
import { batch, computed, type ReadonlySignal, type Signal, signal } from '@preact/signals';
import type {
  FollowedAction,
  FollowedRound,
  GameRecord,
  RoundDraft,
  StartingTable,
} from '../db/model';
import type { DbResult } from '../db/transact';
import type { RoundSetup, Tile, TrainId, Verdict } from '../rules';
import type { DraftEditor } from './draft-editor';
import {
  draftWithFollow,
  type FollowedTable,
  followSetup,
  record,
  replay,
  withoutLast,
} from './follow';
import { blankStartingTable } from './starting-table';

export interface FollowedRoundNow {
  /** The draft on screen, which holds the followed round. */
  draft: RoundDraft;
  follow: FollowedRound;
  setup: RoundSetup;
  table: FollowedTable;
}

/** An entry the engine refused, and why: nothing was recorded. */
export interface FollowRefusal {
  verdict: Verdict;
  move: FollowedAction['type'];
}

export interface FollowModel {
  /** The round being played as followed so far; null when it is not followed (or none is). */
  readonly round: ReadonlySignal<FollowedRoundNow | null>;
  /** The tile tapped for the next play. */
  readonly tile: Signal<Tile | null>;
  /** The train tapped for the next play. */
  readonly train: Signal<TrainId | null>;
  /** Why the latest entry was not recorded, until the next one is. */
  readonly refusal: ReadonlySignal<FollowRefusal | null>;
  /** Starts following the round being entered, with `seat` playing first. */
  start(seat: number): Promise<DbResult<GameRecord>> | null;
  /**
   * Starts following a round already under way, at the beginning of `seat`'s turn, from a table
   * with nothing told yet but the round screen's markers.
   */
  startUnderWay(seat: number): Promise<DbResult<GameRecord>> | null;
  /** The table told again (whose turn, the trains), while no play is recorded after it. */
  retell(seat: number, from: StartingTable): Promise<DbResult<GameRecord>> | null;
  /** Records the entry when the engine accepts it (the tapped play is then cleared). */
  enter(entry: FollowedAction): Promise<DbResult<GameRecord>> | null;
  /** Takes the last entry back. */
  undoLast(): Promise<DbResult<GameRecord>> | null;
}

export function createFollowModel(
  game: ReadonlySignal<GameRecord | null>,
  editor: DraftEditor,
): FollowModel {
  const tile = signal<Tile | null>(null);
  const train = signal<TrainId | null>(null);
  const refusal = signal<FollowRefusal | null>(null);

  const round = computed((): FollowedRoundNow | null => {
    const played = game.value;
    const draft = editor.draft.value;
    const follow = draft?.follow;
    if (!played || !draft || !follow) return null;
    const setup = followSetup(played, draft.engine, follow.start);
    return { draft, follow, setup, table: replay(setup, follow) };
  });

  /** Stores the followed round in the draft, with the markers the table shows. */
  const store = (draft: RoundDraft, follow: FollowedRound, state = tableState(draft, follow)) =>
    editor.change(draftWithFollow(draft, follow, state));
  const tableState = (draft: RoundDraft, follow: FollowedRound) => {
    const played = game.peek() as GameRecord;
    return replay(followSetup(played, draft.engine, follow.start), follow).state;
  };

  return {
    round,
    tile,
    train,
    refusal,
    start(seat) {
      const draft = editor.draft.peek();
      if (!draft || !game.peek()) return null;
      return store(draft, { start: seat, actions: [] });
    },
    startUnderWay(seat) {
      const draft = editor.draft.peek();
      const played = game.peek();
      if (!draft || !played) return null;
      const from = blankStartingTable(played.rules, draft.markers);
      return store(draft, { start: seat, from, actions: [] });
    },
    retell(seat, from) {
      const now = round.peek();
      if (!now?.follow.from || now.follow.actions.length > 0) return null;
      refusal.value = null;
      return store(now.draft, { start: seat, from, actions: [] });
    },
    enter(entry) {
      const now = round.peek();
      if (!now) return null;
      const result = record(now.setup, now.follow, entry);
      if (!result.ok) {
        refusal.value = { verdict: result.verdict, move: entry.type };
        return null;
      }
      batch(() => {
        refusal.value = null;
        tile.value = null;
        train.value = null;
      });
      return store(now.draft, result.follow, result.state);
    },
    undoLast() {
      const now = round.peek();
      if (!now) return null;
      refusal.value = null;
      return store(now.draft, withoutLast(now.follow));
    },
  };
}
