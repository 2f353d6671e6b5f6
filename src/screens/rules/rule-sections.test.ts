import { describe, expect, it } from 'vitest';
import { RULE_IDS } from '../../rules';
import { RULE_SECTIONS } from './rule-sections';

describe('RULE_SECTIONS - the rules screen shows every rule once', () => {
  it('lists each rule id of the engine exactly once', () => {
    const listed = RULE_SECTIONS.flatMap(([, ids]) => ids);
    expect([...listed].sort()).toEqual([...RULE_IDS].sort());
  });
});
