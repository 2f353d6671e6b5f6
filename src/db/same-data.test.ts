import { describe, expect, it } from 'vitest';
import { keepSame, sameData } from './same-data';

describe('sameData', () => {
  it('compares data, not objects or key order', () => {
    expect(sameData({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true);
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameData([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameData(null, {})).toBe(false);
  });
});

describe('keepSame - a copy read again keeps the objects already shown', () => {
  const shown = {
    engine: 12,
    entries: [{ kind: 'typed', value: '9' }, { kind: 'tiles', tiles: ['1-2'] }, null],
  };

  it('gives back the previous value whole when the data is the same', () => {
    const copy = structuredClone(shown);
    expect(keepSame(shown, copy)).toBe(shown);
  });

  it('keeps each unchanged part and takes the changed ones', () => {
    const next = structuredClone(shown);
    next.entries[1] = { kind: 'tiles', tiles: ['1-2', '3-4'] };
    const kept = keepSame(shown, next);
    expect(kept).toEqual(next);
    expect(kept).not.toBe(shown);
    expect(kept.entries[0]).toBe(shown.entries[0]);
    expect(kept.entries[1]).not.toBe(shown.entries[1]);
    expect(kept.entries[2]).toBeNull();
  });

  it('takes what is new where the shape changed', () => {
    expect(keepSame([1, 2], { 0: 1 })).toEqual({ 0: 1 });
    expect(keepSame(null, { a: 1 })).toEqual({ a: 1 });
    expect(keepSame({ a: [1] }, { a: [1], b: 2 })).toEqual({ a: [1], b: 2 });
  });
});
