/** The pip model in Node (the command line and tests): files read from the repository. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { startWasm } from './backend';
import { type ModelDescription, PipNetwork } from './network';

let network: Promise<PipNetwork> | null = null;

export function readPipNetwork(): Promise<PipNetwork> {
  network ??= (async () => {
    const wasmFolder = dirname(
      createRequire(import.meta.url).resolve(
        '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm',
      ),
    );
    await startWasm(`${wasmFolder}/`);
    const here = new URL('.', import.meta.url);
    const description = JSON.parse(
      readFileSync(new URL('pip-model.json', here), 'utf8'),
    ) as ModelDescription;
    const bytes = readFileSync(new URL('pip-model.bin', here));
    return new PipNetwork(
      description,
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    );
  })();
  return network;
}
