import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Data flows one way: screens -> state -> db and rules. Screens and shared components take only
 * types from the storage layer; printing takes plain data and knows nothing of the app around it.
 * README.md's layout table says what each folder may import; this test holds the code to it.
 */

const src = import.meta.dirname;

interface Import {
  /** 1-based. */
  line: number;
  /** The statement's first line, to say where it is. */
  text: string;
  /** As written: './x', '../../db/backup'. */
  from: string;
  /** Brings in types only (`import type`, every name marked `type`, or `typeof import()`). */
  typeOnly: boolean;
}

const STATEMENT =
  /^(?:import|export)\s+(type\s+)?(?:([^;'"]*?)\s*from\s*)?'([^']+)'|(typeof\s+)?import\(\s*'([^']+)'\s*\)/gm;

/** Every import of a module's text: static, side-effect, re-export and dynamic. */
function importsIn(text: string): Import[] {
  return [...text.matchAll(STATEMENT)].map((match) => {
    const [whole, typeKeyword, clause, from, typeofKeyword, dynamicFrom] = match;
    // `{ type A, type B }`: only names in braces, each marked as a type.
    const everyNameAType = clause
      ?.trim()
      .match(/^\{([^}]*)\}$/)?.[1]
      ?.split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '')
      .every((name) => name.startsWith('type '));
    return {
      line: text.slice(0, match.index).split('\n').length,
      text: whole.split('\n')[0] as string,
      from: (from ?? dynamicFrom) as string,
      typeOnly: Boolean(typeKeyword || typeofKeyword || everyNameAType),
    };
  });
}

/**
 * Non-test source files below a folder of src/, as paths from src/ ("screens/x/Y.tsx"); for ''
 * the files of src/ itself.
 */
function sourceFiles(folder: string): string[] {
  return readdirSync(join(src, folder), { recursive: folder !== '', encoding: 'utf8' })
    .filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|test-(support|setup)\.tsx?$/.test(file),
    )
    .map((file) => join(folder, file));
}

/**
 * "file:line: statement" for each import of the folders' files that `refused` refuses, given the
 * top folder of src/ the import reaches.
 */
function offending(
  folders: string[],
  refused: (folder: string, imported: Import) => boolean,
): string[] {
  return folders.flatMap(sourceFiles).flatMap((file) =>
    importsIn(readFileSync(join(src, file), 'utf8'))
      .filter(({ from }) => from.startsWith('.'))
      .filter((imported) => {
        const path = relative(src, join(dirname(join(src, file)), imported.from));
        const top = path.split(sep)[0] as string;
        // A file of src/ itself (./App) is in the folder '', as the layout table writes it.
        const folder =
          existsSync(join(src, top)) && statSync(join(src, top)).isDirectory() ? top : '';
        return refused(folder, imported);
      })
      .map(({ line, text }) => `${file}:${line}: ${text}`),
  );
}

describe('importsIn - what a module imports, and whether only types', () => {
  it('finds static, multi-line, re-exported and dynamic imports, values and types apart', () => {
    const text = [
      "import type { GameRecord } from '../../db/model';",
      "import { type Live, type Status } from '../../db/live';",
      'import {',
      '  exportBackup,',
      '  type ImportReport,',
      "} from '../../db/backup';",
      "export { MAX_PLAYERS } from '../db/limits';",
      "import './games.css';",
      "type Pdf = typeof import('../../pdf');",
      "const later = () => import('../../db/database');",
    ].join('\n');
    expect(importsIn(text)).toEqual([
      { line: 1, text: expect.any(String), from: '../../db/model', typeOnly: true },
      { line: 2, text: expect.any(String), from: '../../db/live', typeOnly: true },
      { line: 3, text: 'import {', from: '../../db/backup', typeOnly: false },
      { line: 7, text: expect.any(String), from: '../db/limits', typeOnly: false },
      { line: 8, text: expect.any(String), from: './games.css', typeOnly: false },
      { line: 9, text: expect.any(String), from: '../../pdf', typeOnly: true },
      { line: 10, text: expect.any(String), from: '../../db/database', typeOnly: false },
    ]);
  });
});

describe('the boundaries between the parts of the app', () => {
  it('screens and shared components take only types from src/db', () => {
    const values = offending(
      ['screens', 'ui'],
      (folder, imported) => folder === 'db' && !imported.typeOnly,
    );
    expect(values).toEqual([]);
  });

  it('printing imports nothing from src/db, src/state or src/screens', () => {
    const outside = offending(['pdf'], (folder) => ['db', 'state', 'screens'].includes(folder));
    expect(outside).toEqual([]);
  });
});

/** What a folder may import, by top folder of src/: values, and types only. */
interface Allowed {
  values: Set<string>;
  types: Set<string>;
}

/** README.md's layout table, rows of `src/<folder>/` (and `src/` itself, as ''). */
function layoutTable(readme: string): Map<string, Allowed> {
  const section = readme.slice(readme.indexOf('## Layout'));
  const rows = [...section.matchAll(/^\| `src\/([\w-]*)\/?` \|[^|]*\| ([^|]*) \|$/gm)];
  return new Map(
    rows.map(([, folder, cell]) => {
      const [values = '', types = ''] = (cell as string).split('types from');
      const names = (text: string) =>
        new Set([...text.matchAll(/`(\w+)`/g)].map((m) => m[1] as string));
      return [folder as string, { values: names(values), types: names(types) }];
    }),
  );
}

describe("README.md's layout table", () => {
  const table = layoutTable(readFileSync(join(src, '..', 'README.md'), 'utf8'));
  const folders = readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it('has a line for every folder of src/', () => {
    expect([...table.keys()].sort()).toEqual(['', ...folders].sort());
  });

  it('is obeyed: each folder imports only what its line allows', () => {
    const refusals = ['', ...folders].flatMap((folder) => {
      const allowed = table.get(folder) as Allowed;
      return offending([folder], (reached, imported) =>
        reached === folder
          ? false
          : !allowed.values.has(reached) && !(imported.typeOnly && allowed.types.has(reached)),
      );
    });
    expect(refusals).toEqual([]);
  });

  it('refuses what a line does not allow', () => {
    const readme = '## Layout\n| `src/ui/` | pieces | `rules`, types from `db` |\n';
    const ui = layoutTable(readme).get('ui');
    expect(ui).toEqual({ values: new Set(['rules']), types: new Set(['db']) });
  });
});
