import type { Rules } from './options';

/** What the table knows when a round starts; each rule of first.player reads what it needs. */
export interface StartFacts {
  players: number;
  /** 0 for the first round. */
  round: number;
  /** The seat that placed the engine double. */
  engineHolder?: number | null;
  /** The seat holding the highest double in hand. */
  highestDouble?: number | null;
  /** The seat that went out, or scored least, in the previous round. */
  lastWinner?: number | null;
  /** The seat the table picked. */
  chosen?: number | null;
}

/** A question the app must ask the table before it can name the first player. */
export type StartQuestion = 'engine-holder' | 'highest-double' | 'choice';

export type FirstPlayer = { seat: number } | { ask: StartQuestion };

/** Rule first.player: who takes the first turn of a round, or what must be asked to know it. */
export function firstPlayer(rules: Rules, facts: StartFacts): FirstPlayer {
  const known = (seat: number | null | undefined) =>
    typeof seat === 'number' && seat >= 0 && seat < facts.players;
  switch (rules.firstPlayer) {
    case 'left-of-engine':
      return known(facts.engineHolder)
        ? { seat: ((facts.engineHolder as number) + 1) % facts.players }
        : { ask: 'engine-holder' };
    case 'round-winner':
      if (facts.round > 0 && known(facts.lastWinner)) return { seat: facts.lastWinner as number };
      return known(facts.highestDouble)
        ? { seat: facts.highestDouble as number }
        : { ask: 'highest-double' };
    case 'highest-double':
      return known(facts.highestDouble)
        ? { seat: facts.highestDouble as number }
        : { ask: 'highest-double' };
    case 'chosen':
      return known(facts.chosen) ? { seat: facts.chosen as number } : { ask: 'choice' };
  }
}
