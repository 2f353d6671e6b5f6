import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Outcome, runScenario } from './run-scenario';

export interface FileOutcome {
  name: string;
  outcome: Outcome;
}

/** Runs every *.json file in a folder, in name order; other files are ignored. */
export async function runFolder(folder: string): Promise<FileOutcome[]> {
  const names = (await readdir(folder)).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(
    names.map(async (name) => ({ name, outcome: await runFile(join(folder, name)) })),
  );
}

export async function runFile(path: string): Promise<Outcome> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    return { status: 'invalid', why: `not JSON: ${(error as Error).message}` };
  }
  return runScenario(json);
}

/** One line per file, as the spec prints it. */
export function describe({ name, outcome }: FileOutcome): string {
  if (outcome.status === 'pass') return `PASS ${name}`;
  return `FAIL ${name}: ${outcome.status === 'invalid' ? 'invalid scenario: ' : ''}${outcome.why}`;
}
