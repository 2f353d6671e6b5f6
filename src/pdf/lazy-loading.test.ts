import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));

/** The relative modules a source file imports for their values (type-only imports left out). */
function valueImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^import (?!type )[^;]*? from '([^']+)';/gms)].map(
    (m) => m[1] as string,
  );
}

/** Every src/pdf module index.ts reaches through value imports. */
function reachable(): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of valueImports(file)) {
      if (specifier.startsWith('./')) visit(join(here, `${specifier.slice(2)}.ts`));
    }
  };
  visit(join(here, 'index.ts'));
  return seen;
}

describe('the printables API', () => {
  it('loads jsPDF only when asked to print, never with the screen that offers printing', () => {
    for (const file of reachable())
      expect([file, valueImports(file)]).not.toContainEqual([
        file,
        expect.arrayContaining(['jspdf']),
      ]);
    expect(readFileSync(join(here, 'render.ts'), 'utf8')).toContain("import('jspdf')");
  });

  it('keeps Node-only modules out of what the browser loads', () => {
    const files = [...reachable()].map((file) => file.slice(here.length + 1));
    expect(files).not.toContain('node-fonts.ts');
    for (const file of reachable()) {
      expect([file, valueImports(file).filter((s) => s.startsWith('node:'))]).toEqual([file, []]);
    }
  });
});
