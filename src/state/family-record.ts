/**
 * The family's record over every finished game on this phone: per person, games played and won,
 * points per round, the best round and the best game, and who has won most. Computed from the
 * stored games each time (nothing but joined names is stored for it), with the engine's own
 * standings deciding each game's totals and winners.
 */
import { computed, type ReadonlySignal } from '@preact/signals';
import { useMemo } from 'preact/hooks';
import { nameKey, shownName } from '../db/joined-names';
import { type Live, liveSignal } from '../db/live';
import type { GameRecord, JoinedNames } from '../db/model';
import { joinNames, separateName } from '../db/mutations';
import { joinedNames } from '../db/queries';
import type { DbResult } from '../db/transact';
import { standings } from '../rules';
import { useAppState } from './app-context';

export interface PersonRecord {
  /** The name shown: the first of the names joined, else the latest spelling played. */
  name: string;
  /** Every spelling this person played under, in the order first played. */
  spellings: string[];
  games: number;
  /** Games won; a shared win counts for each winner. */
  wins: number;
  rounds: number;
  points: number;
  /** Points per round played; null before any round. */
  average: number | null;
  /** The fewest points taken in one round. */
  bestRound: number | null;
  /** The lowest total of one game, with that game's rounds. */
  bestGame: { total: number; rounds: number } | null;
}

export interface FamilyRecord {
  /** Finished games counted. */
  games: number;
  /** Most wins first, then most games, then the lowest average. */
  people: PersonRecord[];
  /** Who has won most (several when tied); null before anyone has won. */
  mostWins: { names: string[]; wins: number } | null;
}

/** The record of `games` (finished ones count; deleted ones are never passed in). */
export function familyRecord(games: readonly GameRecord[], joined: JoinedNames): FamilyRecord {
  const finished = games
    .filter((game) => game.finishedAt !== null && game.deletedAt === null)
    .sort((a, b) => a.createdAt - b.createdAt);
  const people = new Map<string, PersonRecord>();

  for (const game of finished) {
    const scores = game.rounds.map((round) => round.scores);
    const { totals, leaders } = standings(game.players.length, scores);
    const personOf = (seat: number) => shownName(joined, game.players[seat]?.name ?? '');
    const winners = new Set(
      scores.length > 0 ? leaders.map((seat) => nameKey(personOf(seat))) : [],
    );
    const counted = new Set<string>();
    for (const [seat, player] of game.players.entries()) {
      const spelling = player.name.trim();
      // A joined name shows as the first of its names; any other as it was typed last.
      const shown = personOf(seat);
      const key = nameKey(shown);
      const person = people.get(key) ?? {
        name: shown,
        spellings: [],
        games: 0,
        wins: 0,
        rounds: 0,
        points: 0,
        average: null,
        bestRound: null,
        bestGame: null,
      };
      people.set(key, person);
      person.name = shown;
      if (!person.spellings.includes(spelling)) person.spellings.push(spelling);
      const own = scores.map((round) => round[seat] as number);
      person.rounds += own.length;
      person.points += own.reduce((sum, score) => sum + score, 0);
      if (own.length > 0) {
        person.bestRound = Math.min(person.bestRound ?? Number.POSITIVE_INFINITY, ...own);
        const total = totals[seat] as number;
        if (!person.bestGame || total < person.bestGame.total) {
          person.bestGame = { total, rounds: own.length };
        }
      }
      // The same person at two seats of one game plays and wins it once.
      if (counted.has(key)) continue;
      counted.add(key);
      person.games++;
      if (winners.has(key)) person.wins++;
    }
  }

  const list = [...people.values()].map((person) => ({
    ...person,
    average: person.rounds > 0 ? person.points / person.rounds : null,
  }));
  list.sort(
    (a, b) =>
      b.wins - a.wins ||
      b.games - a.games ||
      (a.average ?? Number.POSITIVE_INFINITY) - (b.average ?? Number.POSITIVE_INFINITY) ||
      a.name.localeCompare(b.name),
  );
  const top = list[0]?.wins ?? 0;
  return {
    games: finished.length,
    people: list,
    mostWins:
      top > 0
        ? { names: list.filter((person) => person.wins === top).map((p) => p.name), wins: top }
        : null,
  };
}

export interface FamilyRecordView {
  live: ReadonlySignal<Live<FamilyRecord>>;
  /** The joined names, for the screen that joins and separates them. */
  joined: ReadonlySignal<JoinedNames>;
  /** Counts `other` as the same person as `kept` (shown as `kept`) from now on. */
  join(kept: string, other: string): Promise<DbResult<JoinedNames>>;
  /** Counts `name` as a person of its own again. */
  separate(name: string): Promise<DbResult<JoinedNames>>;
}

/**
 * The family record followed live (it changes as games finish, are deleted or names joined),
 * and the two writes of its screen.
 */
export function useFamilyRecord(): FamilyRecordView {
  const { db, games } = useAppState();
  return useMemo(() => {
    const joinedLive = liveSignal(() => joinedNames(db));
    const joined = computed(() =>
      joinedLive.value.status === 'ready' ? joinedLive.value.value : [],
    );
    const live = computed((): Live<FamilyRecord> => {
      const stored = games.value;
      const names = joinedLive.value;
      if (stored.status === 'failed') return stored;
      if (names.status === 'failed') return names;
      if (stored.status === 'loading' || names.status === 'loading') return { status: 'loading' };
      return { status: 'ready', value: familyRecord(stored.value, names.value) };
    });
    return {
      live,
      joined,
      join: (kept, other) => joinNames(db, kept, other),
      separate: (name) => separateName(db, name),
    };
  }, [db, games]);
}
