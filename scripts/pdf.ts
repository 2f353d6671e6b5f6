/**
 * `npm run pdf -- rulecard|scoresheet|game [options] --out FILE`: the app's printables from the
 * command line, made by the same code as in the browser. Run with no arguments for the options.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parseBackup } from '../src/db/backup';
import { isLocale, type Locale } from '../src/i18n';
import {
  buildGameSheet,
  buildRuleCard,
  buildScoresheet,
  CARD_KINDS,
  type CardKind,
  missingGlyphs,
  PAPERS,
  type Paper,
  SHEET_PAPERS,
  type SheetPaper,
} from '../src/pdf';
import { nodeFonts } from '../src/pdf/node-fonts';
import { type ChoiceOption, OPTION_CHOICES, type Rules, resolveRules } from '../src/rules';
import { printableGame } from '../src/state/printable-game';
import { ensureFontSubsets } from './make-font-subset';

const USAGE = `Usage: npm run pdf -- <rulecard|scoresheet|game> [options] --out FILE

  rulecard     --kind ${CARD_KINDS.join('|')} (default quick), --paper ${PAPERS.join('|')}
  scoresheet   a blank sheet: --players 4 or --players "Ann,Бабушка,奶奶,Zoë", --paper letter|a4
  game         a played game's sheet: --game FILE (a backup export; its first game is printed)

  --lang en|fr|ru|zh            language (default en)
  --paper letter|a4|a6|index    paper (default letter)
  --preset standard|classic|russian|choo-choo-sixes   rule set (default standard)
  --set 6|9|12|15|18  --rounds N  --handSize N
  --<house rule> VALUE          e.g. --doubleBlank 0 --finalDoubleMustBeCovered true
                                (${Object.keys(OPTION_CHOICES).join(', ')})
  --timezone ZONE               time zone of the game's date (default: this computer's)
  --help                        this text
`;

class UsageError extends Error {}

const HOUSE_RULES = Object.keys(OPTION_CHOICES) as ChoiceOption[];

const { values, positionals } = parseCommandLine();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

function parseCommandLine() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        help: { type: 'boolean', short: 'h' },
        out: { type: 'string' },
        kind: { type: 'string', default: 'quick' },
        lang: { type: 'string', default: 'en' },
        paper: { type: 'string', default: 'letter' },
        players: { type: 'string' },
        game: { type: 'string' },
        timezone: { type: 'string' },
        preset: { type: 'string', default: 'standard' },
        set: { type: 'string' },
        rounds: { type: 'string' },
        handSize: { type: 'string' },
        ...Object.fromEntries(HOUSE_RULES.map((name) => [name, { type: 'string' as const }])),
      },
    });
  } catch (error) {
    // A mistyped option is the person's slip, not the program's: the usage, not a stack trace.
    const code = (error as { code?: string }).code;
    if (!code?.startsWith('ERR_PARSE_ARGS')) throw error;
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
}

function oneOf<T extends string>(
  name: string,
  value: string | undefined,
  allowed: readonly T[],
): T {
  if (!(allowed as readonly string[]).includes(value ?? '')) {
    throw new UsageError(`--${name} must be one of ${allowed.join(', ')}`);
  }
  return value as T;
}

function wholeNumber(name: string, value: string): number {
  if (!/^\d+$/.test(value)) throw new UsageError(`--${name} must be a whole number`);
  return Number(value);
}

/** The rules from --preset and the options given, checked by the engine's own resolveRules. */
function rulesFromOptions(): Rules {
  const input: Record<string, unknown> = { preset: values.preset };
  for (const name of ['set', 'rounds', 'handSize'] as const) {
    const value = values[name];
    if (value !== undefined) input[name] = wholeNumber(name, value);
  }
  for (const name of HOUSE_RULES) {
    const value = (values as Record<string, unknown>)[name] as string | undefined;
    if (value === undefined) continue;
    const choice = (OPTION_CHOICES[name] as readonly unknown[]).find((c) => String(c) === value);
    if (choice === undefined) {
      throw new UsageError(`--${name} must be one of ${OPTION_CHOICES[name].join(', ')}`);
    }
    input[name] = choice;
  }
  const resolved = resolveRules(input);
  if (!resolved.ok) throw new UsageError(resolved.problem);
  return resolved.rules;
}

function playersFromOptions(): number | string[] {
  const given = values.players ?? '4';
  if (/^\d+$/.test(given)) {
    const count = Number(given);
    if (count < 2 || count > 12) throw new UsageError('--players must be from 2 to 12');
    return count;
  }
  const names = given.split(',').map((name) => name.trim());
  if (names.length < 2 || names.length > 12) throw new UsageError('--players needs 2 to 12 names');
  return names;
}

/** Says which characters of the names will print as □, as the print screen does. */
function warnAboutMissingGlyphs(names: readonly string[]): void {
  const missing = missingGlyphs(names.join(' '));
  if (missing.length > 0) {
    console.warn(
      `warning: these characters cannot be printed and will show as □: ${missing.join(' ')}`,
    );
  }
}

async function build(command: string, language: Locale): Promise<Uint8Array> {
  switch (command) {
    case 'rulecard': {
      const kind = oneOf<CardKind>('kind', values.kind, CARD_KINDS);
      const paper = oneOf<Paper>('paper', values.paper, PAPERS);
      const players = values.players === undefined ? null : wholeNumber('players', values.players);
      return buildRuleCard(
        { kind, rules: rulesFromOptions(), language, paper, players },
        nodeFonts,
      );
    }
    case 'scoresheet': {
      const paper = oneOf<SheetPaper>('paper', values.paper, SHEET_PAPERS);
      const players = playersFromOptions();
      if (typeof players !== 'number') warnAboutMissingGlyphs(players);
      return buildScoresheet({ rules: rulesFromOptions(), players, language, paper }, nodeFonts);
    }
    case 'game': {
      const paper = oneOf<SheetPaper>('paper', values.paper, SHEET_PAPERS);
      if (!values.game) throw new UsageError('game needs --game FILE');
      const parsed = parseBackup(readFileSync(values.game, 'utf8'));
      if (!parsed.ok) throw new UsageError(`${values.game}: ${parsed.problem}`);
      const [game] = parsed.games;
      if (!game) throw new UsageError(`${values.game} holds no game`);
      warnAboutMissingGlyphs(game.players.map((player) => player.name));
      return buildGameSheet(
        { game: printableGame(game), language, paper, timeZone: values.timezone },
        nodeFonts,
      );
    }
    default:
      throw new UsageError(command ? `unknown printable "${command}"` : 'say what to print');
  }
}

try {
  const [command = '', ...extra] = positionals;
  if (extra.length > 0) throw new UsageError(`unexpected ${extra.join(' ')}`);
  if (!values.out) throw new UsageError('--out FILE is needed');
  if (!isLocale(values.lang)) throw new UsageError('--lang must be one of en, fr, ru, zh');
  await ensureFontSubsets();
  const start = performance.now();
  const pdf = await build(command, values.lang);
  writeFileSync(values.out, pdf);
  const elapsed = (performance.now() - start).toFixed(0);
  console.log(`wrote ${values.out} (${(pdf.byteLength / 1024).toFixed(0)} KiB) in ${elapsed} ms`);
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`${error.message}\n\n${USAGE}`);
  process.exitCode = 2;
}
