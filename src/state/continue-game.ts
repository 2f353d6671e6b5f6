import { useContext } from 'preact/hooks';
import { type ContinueNote, readContinueNote } from '../db/continue-note';
import { DATABASE_NAME } from '../db/database-name';
import type { Live } from '../db/live';
import type { GameRecord } from '../db/model';
import { AppStateContext } from './app-context';

export type { ContinueNote };

/** What the home screen shows of a game to continue. */
export function continueNoteOf(game: GameRecord): ContinueNote {
  return {
    id: game.id,
    round: Math.min(game.rounds.length + 1, game.rules.rounds),
    rounds: game.rules.rounds,
    players: game.players.map((player) => player.name),
  };
}

/**
 * What home can show before the database is open: the note kept beside it; null (nothing to
 * continue) when no database exists yet, as on a first visit; undefined when only the database
 * can tell (a note never written, or unreadable), and home must wait for it.
 */
export async function continueBeforeDatabase(): Promise<ContinueNote | null | undefined> {
  const note = readContinueNote();
  if (note !== undefined) return note;
  try {
    const databases = await indexedDB.databases();
    return databases.some(({ name }) => name === DATABASE_NAME) ? undefined : null;
  } catch {
    return undefined;
  }
}

/**
 * The game to continue: from the database once it is open; before that (main.tsx painted home
 * early, see continueBeforeDatabase) from the note, or none when there is no database yet.
 */
export function useContinueGame(): Live<ContinueNote | null> {
  const state = useContext(AppStateContext);
  if (!state) return { status: 'ready', value: readContinueNote() ?? null };
  const live = state.current.value;
  return live.status === 'ready'
    ? { status: 'ready', value: live.value && continueNoteOf(live.value) }
    : live;
}
