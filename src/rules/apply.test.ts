import { describe, expect, it } from 'vitest';
import { act, apply } from './apply';
import { type RoundState, startRound } from './round';
import { presetRules } from './rules';

function table(): RoundState {
  const rules = presetRules('standard');
  return startRound({ rules, players: 4, engine: 12, start: 0, hands: [5, 5, 5, 5], boneyard: 10 });
}

describe('apply - a tile it cannot read is refused, never made up', () => {
  for (const tile of ['12-x', '', [12, 1.5], [12]] as const) {
    it(`a play of ${JSON.stringify(tile)} leaves the table as it was, refused as bad-tile`, () => {
      const state = table();
      const action = { type: 'play', seat: 0, tile, train: 0 } as never;
      expect(apply(state, action)).toBe(state);
      expect(act(state, action)).toEqual({
        verdict: expect.objectContaining({ legal: false, code: 'bad-tile' }),
        state,
      });
    });
  }

  it('a draw of a tile it cannot read leaves the table as it was', () => {
    const state = table();
    expect(apply(state, { type: 'draw', seat: 0, tile: '5-' })).toBe(state);
  });

  it('reads a tile given either way round, as text or as a pair', () => {
    const state = table();
    for (const tile of ['5-12', '12-5', [12, 5], [5, 12]] as const) {
      const drawn = apply(state, { type: 'draw', seat: 0, tile }).drawn;
      expect(drawn).toEqual([5, 12]);
    }
  });
});
