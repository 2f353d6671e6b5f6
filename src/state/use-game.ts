/**
 * One game followed live by a screen, by id: the stored record as it changes, and what Undo
 * would reverse next. Each screen that mounts subscribes; leaving it unsubscribes (liveSignal).
 */
import { computed, type ReadonlySignal } from '@preact/signals';
import { useMemo } from 'preact/hooks';
import { type Live, liveSignal } from '../db/live';
import type { GameRecord, HistoryEntry } from '../db/model';
import { gameById, gameHistory, undoableEntry } from '../db/queries';
import { useAppState } from './app-context';

export interface FollowedGame {
  /** Loading, failed, or the game (null: no such game on this phone). */
  live: ReadonlySignal<Live<GameRecord | null>>;
  /** The game once loaded; null while loading or when missing. */
  game: ReadonlySignal<GameRecord | null>;
  /** What Undo would reverse now; null when nothing can be undone. */
  undoable: ReadonlySignal<HistoryEntry | null>;
}

export function useGame(gameId: string): FollowedGame {
  const { db, current } = useAppState();
  return useMemo(() => {
    // The game being played is usually the one asked for, and already read: the screen shows it
    // at once rather than "loading" for a moment.
    const playing = current.peek();
    const known = playing.status === 'ready' && playing.value?.id === gameId ? playing : undefined;
    const live = liveSignal(() => gameById(db, gameId), known);
    const undoLive = liveSignal(() => undoableEntry(db, gameId));
    return {
      live,
      game: computed(() => (live.value.status === 'ready' ? live.value.value : null)),
      undoable: computed(() => (undoLive.value.status === 'ready' ? undoLive.value.value : null)),
    };
  }, [db, current, gameId]);
}

/** A game's history, oldest first, followed live (the scores screen lists it). */
export function useGameHistory(gameId: string): ReadonlySignal<HistoryEntry[]> {
  const { db } = useAppState();
  return useMemo(() => {
    const live = liveSignal(() => gameHistory(db, gameId));
    return computed(() => (live.value.status === 'ready' ? live.value.value : []));
  }, [db, gameId]);
}
