/**
 * The pip model in the browser: the WebAssembly binaries and the weights are files of the build,
 * fetched (or taken from the offline precache) when a photo is first counted.
 */
import plainWasm from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm?url';
import simdWasm from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm?url';
import { startWasm } from './backend';
import { type ModelDescription, PipNetwork } from './network';
import weights from './pip-model.bin?url';
import description from './pip-model.json';

let network: Promise<PipNetwork> | null = null;

export function fetchPipNetwork(): Promise<PipNetwork> {
  network ??= (async () => {
    // Threads are off (backend.ts), so the threaded binary is never fetched: it names the SIMD one
    // only so that the build does not ship a third copy.
    await startWasm({
      'tfjs-backend-wasm.wasm': plainWasm,
      'tfjs-backend-wasm-simd.wasm': simdWasm,
      'tfjs-backend-wasm-threaded-simd.wasm': simdWasm,
    });
    const response = await fetch(weights);
    if (!response.ok) throw new Error(`pip model: weights not loaded (${response.status})`);
    return new PipNetwork(description as ModelDescription, await response.arrayBuffer());
  })();
  // A failed load (offline before the precache filled) is tried again with the next photo.
  network.catch(() => {
    network = null;
  });
  return network;
}
