/**
 * `npm run bench`: how fast the rules engine plays. Random 4-player double-12 rounds under the
 * standard preset, played to the end (legal-move generation + check + apply) on one core, and the
 * median time of one `check`.
 */
import { type Action, check, presetRules, type RoundState } from '../src/rules';
import { seededRandom } from '../test/simulation/random';
import { playRandomRound } from '../test/simulation/random-round';

const rules = presetRules('standard');
const random = seededRandom(20261129);

/** CPU seconds of this process: the rate of one core, even while other work shares the machine. */
function cpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

function roundsPerSecond(seconds: number): number {
  let rounds = 0;
  const start = cpuSeconds();
  while (cpuSeconds() - start < seconds) {
    for (let i = 0; i < 50; i++) playRandomRound(rules, 4, 12 - (rounds++ % 13), random);
  }
  return rounds / (cpuSeconds() - start);
}

function medianCheckMicros(): number {
  const samples: { state: RoundState; action: Action }[] = [];
  while (samples.length < 20_000) {
    playRandomRound(rules, 4, 12, random, ({ before, action }) =>
      samples.push({ state: before, action }),
    );
  }
  const batch = 100;
  const timings: number[] = [];
  for (let i = 0; i + batch <= samples.length; i += batch) {
    const start = performance.now();
    for (let j = i; j < i + batch; j++) {
      const sample = samples[j] as (typeof samples)[number];
      check(sample.state, sample.action);
    }
    timings.push(((performance.now() - start) * 1000) / batch);
  }
  timings.sort((a, b) => a - b);
  return timings[Math.floor(timings.length / 2)] as number;
}

roundsPerSecond(1); // warm up the JIT
console.log(`rounds/s: ${Math.round(roundsPerSecond(3))}`);
console.log(`check µs: ${medianCheckMicros().toFixed(2)}`);
