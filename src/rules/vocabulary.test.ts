import { describe, expect, it } from 'vitest';
import { RULE_IDS, RULE_SECTIONS } from './vocabulary';

describe('RULE_SECTIONS - the rules screen and the full card show every rule once', () => {
  it('lists each rule id of the engine exactly once', () => {
    expect(new Set(RULE_IDS).size).toBe(RULE_IDS.length);
    expect(RULE_SECTIONS.every(([, ids]) => ids.length > 0)).toBe(true);
  });
});
