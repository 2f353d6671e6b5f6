/**
 * The photo count's networks in the browser: the WebAssembly binaries and the weights are files
 * of the build, fetched (or taken from the offline precache) when a photo is first counted.
 */
import plainWasm from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm?url';
import simdWasm from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm?url';
import { startWasm } from './backend';
import faceWeights from './face-model.bin?url';
import faceDescription from './face-model.json';
import type { ModelDescription } from './layer-graph';
import { type ModelFiles, PipNetwork } from './network';
import pipWeights from './pip-model.bin?url';
import pipDescription from './pip-model.json';

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
    const [pip, face] = await Promise.all([
      fetchModel(pipDescription, pipWeights),
      fetchModel(faceDescription, faceWeights),
    ]);
    return new PipNetwork(pip, face);
  })();
  // A failed load (offline before the precache filled) is tried again with the next photo.
  network.catch(() => {
    network = null;
  });
  return network;
}

/** A model's description (its JSON file, bundled) and its weights (a file of the build). */
async function fetchModel(description: object, weights: string): Promise<ModelFiles> {
  const response = await fetch(weights);
  if (!response.ok) throw new Error(`photo model: weights not loaded (${response.status})`);
  return { description: description as ModelDescription, weights: await response.arrayBuffer() };
}
