import * as tf from '@tensorflow/tfjs-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { LayerGraph, type ModelDescription } from './layer-graph';
import { readPipNetwork } from './read-pip-network';

/** out = relu(a) + a, where a = (x, -x) of the image's first channel. */
const description: ModelDescription = {
  format: 1,
  stride: 1,
  layers: [
    {
      name: 'a',
      op: 'conv',
      inputs: ['image'],
      kernel: 1,
      stride: 1,
      dilation: 1,
      pad: 0,
      cin: 3,
      cout: 2,
      relu: false,
      weights: 0,
    },
    { name: 'b', op: 'relu', inputs: ['a'] },
    { name: 'out', op: 'add', inputs: ['b', 'a'] },
  ],
  outputs: { out: 'out' },
};
// float16: 1 is 0x3c00, -1 is 0xbc00; the filter [out][in], then the bias.
const weights = new Uint16Array([0x3c00, 0, 0, 0xbc00, 0, 0, 0, 0]).buffer;

describe('a layer graph', () => {
  beforeAll(() => readPipNetwork()); // starts the runtime the app uses

  it('computes each layer from the ones it names', () => {
    const graph = new LayerGraph(description, weights);
    const out = tf.tidy(() =>
      graph
        .run(tf.tensor4d([2, 7, 7], [1, 1, 1, 3]))('out')
        .arraySync(),
    );
    expect(out).toEqual([[[[4, -2]]]]);
  });

  it('lets each layer go once its last reader has run: only the image and the outputs are left', () => {
    const graph = new LayerGraph(description, weights);
    const left = tf.tidy(() => {
      const before = tf.memory().numTensors;
      graph.run(tf.tensor4d([2, 7, 7], [1, 1, 1, 3]));
      return tf.memory().numTensors - before;
    });
    expect(left).toBe(2);
  });
});
