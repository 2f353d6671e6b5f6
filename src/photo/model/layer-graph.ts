/**
 * A network as scripts/pip-model/export.py writes it: plain layers (convolutions with batch norm
 * folded in, sums, pooling, upsampling) and float16 weights, run with TensorFlow.js on whatever
 * backend the caller set up (WebAssembly in the browser and the command line, the plain CPU one
 * in unit tests).
 */
import * as tf from '@tensorflow/tfjs-core';
import type { RgbaImage } from '../types';

interface ConvLayer {
  name: string;
  op: 'conv';
  inputs: [string];
  kernel: number;
  stride: number;
  dilation: number;
  pad: number;
  cin: number;
  cout: number;
  relu: boolean;
  /** Where its weights start in the weight file, in float16 values (bias follows them). */
  weights: number;
}

type Layer =
  | ConvLayer
  | { name: string; op: 'add'; inputs: [string, string] }
  | { name: string; op: 'avgPool'; inputs: [string]; size: number }
  | { name: string; op: 'relu' | 'upsample2' | 'pixelShuffle2'; inputs: [string] };

export interface ModelDescription {
  format: 1;
  /** Image sides must be multiples of this. */
  stride: number;
  layers: Layer[];
  /** The layers whose values are the network's outputs, by what they are. */
  outputs: Record<string, string>;
}

/** The same spread floor as training's `normalise` (scripts/pip-model/model.py). */
const SPREAD_FLOOR = 0.02;

export class LayerGraph {
  readonly stride: number;
  readonly outputs: Record<string, string>;
  private readonly layers: Layer[];
  /** For each layer's value that no output needs, the index of the last layer that reads it. */
  private readonly lastReader = new Map<string, number>();
  private readonly filters = new Map<string, { filter: tf.Tensor4D; bias: tf.Tensor1D }>();

  constructor(description: ModelDescription, weights: ArrayBuffer) {
    if (description.format !== 1) throw new Error('photo model: unknown format');
    this.stride = description.stride;
    this.layers = description.layers;
    this.outputs = description.outputs;
    this.layers.forEach((layer, index) => {
      for (const input of layer.inputs) this.lastReader.set(input, index);
    });
    for (const kept of ['image', ...Object.values(this.outputs)]) this.lastReader.delete(kept);
    const values = halfToFloat(new Uint16Array(weights));
    for (const layer of this.layers) {
      if (layer.op !== 'conv') continue;
      const { kernel: k, cin, cout, weights: at } = layer;
      // PyTorch keeps [out, in, h, w]; TensorFlow.js takes [h, w, in, out].
      const size = cout * cin * k * k;
      const torchOrder = tf.tensor4d(values.subarray(at, at + size), [cout, cin, k, k]);
      const filter = tf.transpose(torchOrder, [2, 3, 1, 0]) as tf.Tensor4D;
      torchOrder.dispose();
      const bias = tf.tensor1d(values.subarray(at + size, at + size + cout));
      this.filters.set(layer.name, { filter, bias });
    }
  }

  /**
   * The outputs for `input` (call inside `tf.tidy`), read by name. Each layer's value is let go
   * once its last reader has run: a large photo's run then needs a fraction of the memory, and
   * memory the runtime touches for the first time costs as much as the arithmetic.
   */
  run(input: tf.Tensor4D): (output: string) => tf.Tensor4D {
    const values = new Map<string, tf.Tensor4D>([['image', input]]);
    const get = (name: string) => values.get(name) as tf.Tensor4D;
    this.layers.forEach((layer, index) => {
      values.set(layer.name, this.apply(layer, get));
      for (const input of layer.inputs) {
        if (this.lastReader.get(input) !== index) continue;
        get(input).dispose();
        values.delete(input);
      }
    });
    return (output) => get(this.outputs[output] as string);
  }

  private apply(layer: Layer, get: (name: string) => tf.Tensor4D): tf.Tensor4D {
    const input = get(layer.inputs[0]);
    switch (layer.op) {
      case 'conv': {
        const { filter, bias } = this.filters.get(layer.name) as {
          filter: tf.Tensor4D;
          bias: tf.Tensor1D;
        };
        return tf.fused.conv2d({
          x: input,
          filter,
          bias,
          strides: layer.stride,
          pad: layer.pad,
          dilations: layer.dilation,
          activation: layer.relu ? 'relu' : 'linear',
        });
      }
      case 'add':
        return tf.add(input, get(layer.inputs[1]));
      case 'avgPool':
        return tf.avgPool(input, layer.size, layer.size, 'valid');
      case 'relu':
        return tf.relu(input);
      case 'upsample2':
        return tf.image.resizeNearestNeighbor(input, [input.shape[1] * 2, input.shape[2] * 2]);
      case 'pixelShuffle2':
        return tf.depthToSpace(input, 2, 'NHWC');
    }
  }

  dispose(): void {
    for (const { filter, bias } of this.filters.values()) {
      filter.dispose();
      bias.dispose();
    }
  }
}

/**
 * Images of one size as the network takes them: each channel less its mean, over the spread of
 * all three, image by image, so a dim or tinted photo reaches it as a well-lit one does.
 */
export function normalise(images: RgbaImage[]): tf.Tensor4D {
  const { width, height } = images[0] as RgbaImage;
  const n = width * height;
  const rgb = new Float32Array(images.length * n * 3);
  images.forEach(({ data }, index) => {
    const out = rgb.subarray(index * n * 3, (index + 1) * n * 3);
    let r = 0;
    let g = 0;
    let b = 0;
    for (let i = 0; i < n; i++) {
      r += data[i * 4] as number;
      g += data[i * 4 + 1] as number;
      b += data[i * 4 + 2] as number;
    }
    r /= n;
    g /= n;
    b /= n;
    let sumSq = 0;
    for (let i = 0, o = 0; i < n * 4; i += 4, o += 3) {
      const dr = (data[i] as number) - r;
      const dg = (data[i + 1] as number) - g;
      const db = (data[i + 2] as number) - b;
      out[o] = dr;
      out[o + 1] = dg;
      out[o + 2] = db;
      sumSq += dr * dr + dg * dg + db * db;
    }
    const scale = 1 / (Math.sqrt(sumSq / out.length) + SPREAD_FLOOR * 255);
    for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) * scale;
  });
  return tf.tensor4d(rgb, [images.length, height, width, 3]);
}

/** IEEE half-precision values as single-precision ones. */
function halfToFloat(halves: Uint16Array): Float32Array {
  const out = new Float32Array(halves.length);
  for (let i = 0; i < halves.length; i++) {
    const h = halves[i] as number;
    const sign = h & 0x8000 ? -1 : 1;
    const exponent = (h >> 10) & 0x1f;
    const fraction = h & 0x3ff;
    out[i] =
      exponent === 0
        ? sign * 2 ** -14 * (fraction / 1024)
        : exponent === 31
          ? fraction
            ? Number.NaN
            : sign * Number.POSITIVE_INFINITY
          : sign * 2 ** (exponent - 15) * (1 + fraction / 1024);
  }
  return out;
}
