/** `npm run conformance -- <folder>`: runs every rules scenario in a folder (spec/scenarios.md). */
import { describe, runFolder } from '../test/conformance/run-folder';

const folder = process.argv[2];
if (!folder) {
  console.error('usage: npm run conformance -- <folder of scenario *.json files>');
  process.exit(2);
}
try {
  const results = await runFolder(folder);
  for (const result of results) console.log(describe(result));
  const passed = results.filter((r) => r.outcome.status === 'pass').length;
  const failed = results.length - passed;
  console.log(`${passed} passed, ${failed} failed`);
  if (results.length === 0) console.error(`no scenario (*.json) in ${folder}`);
  process.exit(failed > 0 || results.length === 0 ? 1 : 0);
} catch (error) {
  console.error(`cannot read ${folder}: ${(error as Error).message}`);
  process.exit(2);
}
