import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import * as tf from '@tensorflow/tfjs-core';

/**
 * Starts TensorFlow.js's WebAssembly backend once, from the binaries at `paths` (a folder, or
 * each binary's address). Threads are not asked for: they need a cross-origin isolated page,
 * which the app is not, and the count is as fast without them on a phone's one free core.
 */
let started: Promise<void> | null = null;

export function startWasm(paths: string | Record<string, string>): Promise<void> {
  started ??= (async () => {
    tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false);
    setWasmPaths(paths);
    if (!(await tf.setBackend('wasm'))) throw new Error('pip model: WebAssembly is not available');
  })();
  return started;
}
