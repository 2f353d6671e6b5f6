import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('the rules engine stands alone', () => {
  it('imports nothing outside src/rules', () => {
    const folder = import.meta.dirname;
    const outside = readdirSync(folder)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .flatMap((file) =>
        [...readFileSync(join(folder, file), 'utf8').matchAll(/from\s+'([^']+)'/g)]
          .map((m) => m[1] as string)
          .filter((source) => !source.startsWith('./'))
          .map((source) => `${file} imports ${source}`),
      );
    expect(outside).toEqual([]);
  });
});
