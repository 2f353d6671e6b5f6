import { describe, expect, it } from 'vitest';
import { excerpt, formatPath } from './problem';

describe('formatPath - places read like code', () => {
  it('writes keys with dots and indexes in brackets', () => {
    expect(formatPath(['games', 0, 'rounds', 2, 'scores', 1])).toBe('games[0].rounds[2].scores[1]');
  });

  it('cuts a key from a file short, so a message never quotes megabytes', () => {
    expect(formatPath(['games', 0, 'x'.repeat(1_000_000)])).toBe(`games[0].${'x'.repeat(39)}…`);
  });
});

describe('excerpt - text from a file, short enough to quote', () => {
  it('keeps short text as it is and cuts long text with an ellipsis', () => {
    expect(excerpt('house')).toBe('house');
    expect(excerpt('abcdef', 4)).toBe('abc…');
  });

  it('never ends on half of an emoji', () => {
    expect(excerpt('ab🂡cd', 4)).toBe('ab…');
  });
});
