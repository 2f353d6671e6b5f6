import { standings } from '../rules';

/** Each seat's running total after each round, as the engine's standings add them up. */
export function runningTotals(players: number, rounds: readonly (readonly number[])[]): number[][] {
  const after = rounds.map((_, i) => standings(players, rounds.slice(0, i + 1)).totals);
  return Array.from({ length: players }, (_, seat) => after.map((totals) => totals[seat] ?? 0));
}

/** Who leads (lowest total) and by how much over the next total; gap null when all are level. */
export function leadOf(totals: readonly number[]): {
  leaders: number[];
  total: number;
  gap: number | null;
} {
  const { leaders } = standings(totals.length, [totals]);
  const total = totals[leaders[0] ?? 0] ?? 0;
  const others = totals.filter((value) => value > total);
  return { leaders, total, gap: others.length > 0 ? Math.min(...others) - total : null };
}
