/**
 * The game model of a game route, made once per game and database (see game-model.ts) and
 * handed by the route to its parts. Each screen that shows it follows the game live; leaving it
 * stops that (liveSignal).
 */
import { useMemo } from 'preact/hooks';
import { useAppState } from './app-context';
import { createGameModel, type GameModel } from './game-model';

export function useGameModel(gameId: string): GameModel {
  const { db, current } = useAppState();
  return useMemo(() => {
    // The game being played is usually the one asked for, and already read: the screen shows it
    // at once rather than "loading" for a moment.
    const playing = current.peek();
    const known = playing.status === 'ready' && playing.value?.id === gameId ? playing : undefined;
    return createGameModel(db, gameId, known);
  }, [db, current, gameId]);
}
