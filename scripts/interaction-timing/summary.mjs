// The numbers a timing run prints: the median, 95th percentile and worst of each kind of tap
// against its goal, and the machine's load beside them.
import { loadavg } from 'node:os';

// Issue 16's goals: each kind of tap painted within 50 ms at the 95th percentile, switching a
// hand to tiles within 100 ms.
const TAP_GOAL_MS = 50;
export const SWITCH_GOAL_MS = 100;

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The 95th percentile, nearest rank: the value 95 % of the taps stay at or under. */
const p95 = (values) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1];

export const ms = (value) => `${value.toFixed(1)} ms`;

export function summary(label, values, goal = TAP_GOAL_MS) {
  const verdict = p95(values) <= goal ? 'within' : 'OVER';
  return `${label}: median ${ms(median(values))}, p95 ${ms(p95(values))}, max ${ms(Math.max(...values))} (p95 ${verdict} the ${goal} ms goal)`;
}

export const each = (values) => values.map((value) => value.toFixed(0)).join(' ');
export const loadNow = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
