/**
 * `npm run bench:pdf`: how long each printable takes to build in Node: the first build (jsPDF
 * import, font loading and parsing included) and the median of later ones.
 */
import { readFileSync } from 'node:fs';
import { parseBackup } from '../src/db/backup';
import { buildGameSheet, buildRuleCard, buildScoresheet } from '../src/pdf';
import { nodeFonts } from '../src/pdf/node-fonts';
import { presetRules, resolveRules } from '../src/rules';
import { printableGame } from '../src/state/printable-game';
import { ensureFontSubsets } from './make-font-subset';

const RUNS = 20;

await ensureFontSubsets();
const rules = presetRules('standard');
const double18 = resolveRules({ preset: 'standard', set: 18 });
if (!double18.ok) throw new Error(double18.problem);
const backup = parseBackup(
  readFileSync(new URL('../test/pdf/fixtures/game-export.json', import.meta.url), 'utf8'),
);
if (!backup.ok || !backup.games[0]) throw new Error('the game fixture does not parse');
const game = printableGame(backup.games[0]);
const names = [
  'Ann',
  'Бабушка',
  '奶奶',
  'Zoë',
  'José',
  'Łukasz',
  'Олена',
  '李明',
  'Eve',
  'Bob',
  'Иван',
  '王芳',
];

const cases: [string, () => Promise<Uint8Array>][] = [
  [
    'quick card, index, en',
    () => buildRuleCard({ kind: 'quick', rules, language: 'en', paper: 'index' }, nodeFonts),
  ],
  [
    'quick card, letter sheet, zh',
    () => buildRuleCard({ kind: 'quick', rules, language: 'zh', paper: 'letter' }, nodeFonts),
  ],
  [
    'full rules, a4, ru',
    () => buildRuleCard({ kind: 'full', rules, language: 'ru', paper: 'a4' }, nodeFonts),
  ],
  [
    'tips card, a6, fr',
    () => buildRuleCard({ kind: 'tips', rules, language: 'fr', paper: 'a6' }, nodeFonts),
  ],
  [
    'blank sheet, 4 players, letter',
    () => buildScoresheet({ rules, players: 4, language: 'en', paper: 'letter' }, nodeFonts),
  ],
  [
    'blank sheet, 12 names, double-18, a4',
    () =>
      buildScoresheet(
        { rules: double18.rules, players: names, language: 'en', paper: 'a4' },
        nodeFonts,
      ),
  ],
  [
    'game sheet, letter',
    () => buildGameSheet({ game, language: 'en', paper: 'letter', timeZone: 'UTC' }, nodeFonts),
  ],
];

const milliseconds = (ms: number) => `${ms.toFixed(1).padStart(7)} ms`;
console.log(`${'printable'.padEnd(40)}   first     median of ${RUNS}   size`);
for (const [name, build] of cases) {
  let start = performance.now();
  const pdf = await build();
  const first = performance.now() - start;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    start = performance.now();
    await build();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(RUNS / 2)] as number;
  console.log(
    `${name.padEnd(40)} ${milliseconds(first)} ${milliseconds(median)}     ${(pdf.byteLength / 1024).toFixed(0)} KiB`,
  );
}
