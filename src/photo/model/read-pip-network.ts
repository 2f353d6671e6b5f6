/** The photo count's networks in Node (the command line and tests): files read from the repository. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { startWasm } from './backend';
import type { ModelDescription } from './layer-graph';
import { type ModelFiles, PipNetwork } from './network';

let network: Promise<PipNetwork> | null = null;

export function readPipNetwork(): Promise<PipNetwork> {
  network ??= (async () => {
    const wasmFolder = dirname(
      createRequire(import.meta.url).resolve(
        '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm',
      ),
    );
    await startWasm(`${wasmFolder}/`);
    return new PipNetwork(readModel('pip-model'), readModel('face-model'));
  })();
  return network;
}

function readModel(name: string): ModelFiles {
  const here = new URL('.', import.meta.url);
  const description = JSON.parse(
    readFileSync(new URL(`${name}.json`, here), 'utf8'),
  ) as ModelDescription;
  const bytes = readFileSync(new URL(`${name}.bin`, here));
  return {
    description,
    weights: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
  };
}
