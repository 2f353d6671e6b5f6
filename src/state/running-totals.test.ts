import { describe, expect, it } from 'vitest';
import { leadOf, runningTotals } from './running-totals';

describe('runningTotals - each seat’s total after each round', () => {
  it('adds each round to the rounds before', () => {
    expect(
      runningTotals(3, [
        [0, 5, 12],
        [7, 0, 3],
      ]),
    ).toEqual([
      [0, 7],
      [5, 5],
      [12, 15],
    ]);
  });
});

describe('leadOf - who leads and by how much', () => {
  it('one leader, by the gap to the next total', () => {
    expect(leadOf([30, 12, 40])).toEqual({ leaders: [1], total: 12, gap: 18 });
  });
  it('a shared lead counts the gap to the first total behind it', () => {
    expect(leadOf([12, 12, 20])).toEqual({ leaders: [0, 1], total: 12, gap: 8 });
  });
  it('everyone level: no gap', () => {
    expect(leadOf([5, 5])).toEqual({ leaders: [0, 1], total: 5, gap: null });
  });
});
