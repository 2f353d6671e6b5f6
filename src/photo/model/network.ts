/**
 * Runs the pip model (trained by scripts/pip-model/, described by pip-model.json, weights in
 * pip-model.bin) with TensorFlow.js on whatever backend the caller set up (WebAssembly in the
 * browser and the command line, the plain CPU one in unit tests). It takes an RGBA image whose
 * sides are multiples of the network's stride and gives its two maps:
 * - `pips`: for each 2x2 block of the image, how likely a face-up tile's pip is centred there;
 * - `tiles`: for each 4x4 block, how likely a face-up tile is centred there (channel 0), with
 *   that tile's log length and log width (of pixels / 32) and its long axis as (cos 2a, sin 2a).
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
  | { name: string; op: 'relu' | 'upsample2' | 'pixelShuffle2'; inputs: [string] };

export interface ModelDescription {
  format: 1;
  /** Image sides must be multiples of this. */
  stride: number;
  layers: Layer[];
  outputs: { pips: string; tiles: string };
}

export interface NetworkMaps {
  pips: Float32Array;
  pipsWidth: number;
  pipsHeight: number;
  /** Five values a cell, channel last. */
  tiles: Float32Array;
  tilesWidth: number;
  tilesHeight: number;
}

/** The same spread floor as training's `normalise` (scripts/pip-model/model.py). */
const SPREAD_FLOOR = 0.02;

export class PipNetwork {
  readonly stride: number;
  private readonly layers: Layer[];
  private readonly outputs: ModelDescription['outputs'];
  private readonly filters = new Map<string, { filter: tf.Tensor4D; bias: tf.Tensor1D }>();

  constructor(description: ModelDescription, weights: ArrayBuffer) {
    if (description.format !== 1) throw new Error('pip model: unknown format');
    this.stride = description.stride;
    this.layers = description.layers;
    this.outputs = description.outputs;
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
   * The maps of `image`; with `mirrored`, the mean of its maps and its mirror image's (mirrored
   * back, a direction's sine turned), which steadies what one look alone reads near its threshold.
   */
  run(image: RgbaImage, mirrored = false): NetworkMaps {
    const { width, height } = image;
    if (width % this.stride || height % this.stride)
      throw new Error(`pip model: ${width}x${height} is not a multiple of ${this.stride}`);
    const [pips, tiles] = tf.tidy(() => {
      const input = normalise(image);
      const batch = mirrored ? tf.concat([input, tf.reverse(input, 2)]) : input;
      const values = new Map<string, tf.Tensor4D>([['image', batch]]);
      const get = (name: string) => values.get(name) as tf.Tensor4D;
      for (const layer of this.layers) values.set(layer.name, this.apply(layer, get));
      const pipLogits = get(this.outputs.pips);
      const tileOut = get(this.outputs.tiles);
      if (!mirrored) return [tf.sigmoid(pipLogits), tileOut];
      const [pipsSeen, pipsMirrored] = tf.split(pipLogits, 2);
      const [tilesSeen, tilesMirrored] = tf.split(tileOut, 2);
      const turned = tf.mul(
        tf.reverse(tilesMirrored as tf.Tensor4D, 2),
        tf.tensor1d([1, 1, 1, 1, -1]),
      );
      return [
        tf.sigmoid(
          tf.div(tf.add(pipsSeen as tf.Tensor4D, tf.reverse(pipsMirrored as tf.Tensor4D, 2)), 2),
        ),
        tf.div(tf.add(tilesSeen as tf.Tensor4D, turned), 2),
      ];
    });
    const maps: NetworkMaps = {
      pips: pips.dataSync() as Float32Array,
      pipsWidth: pips.shape[2] as number,
      pipsHeight: pips.shape[1] as number,
      tiles: tiles.dataSync() as Float32Array,
      tilesWidth: tiles.shape[2] as number,
      tilesHeight: tiles.shape[1] as number,
    };
    pips.dispose();
    tiles.dispose();
    for (let i = 0; i < maps.tiles.length; i += 5)
      maps.tiles[i] = 1 / (1 + Math.exp(-(maps.tiles[i] as number)));
    return maps;
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
 * The image as the network takes it: each channel less its mean, over the spread of all three,
 * so a dim or tinted photo reaches it as a well-lit one does.
 */
function normalise({ data, width, height }: RgbaImage): tf.Tensor4D {
  const n = width * height;
  const rgb = new Float32Array(n * 3);
  const mean = [0, 0, 0];
  for (let i = 0; i < n; i++) {
    for (let c = 0; c < 3; c++) {
      const v = (data[i * 4 + c] as number) / 255;
      rgb[i * 3 + c] = v;
      mean[c] = (mean[c] as number) + v;
    }
  }
  for (let c = 0; c < 3; c++) mean[c] = (mean[c] as number) / n;
  let sumSq = 0;
  for (let i = 0; i < rgb.length; i++) {
    const d = (rgb[i] as number) - (mean[i % 3] as number);
    rgb[i] = d;
    sumSq += d * d;
  }
  const scale = 1 / (Math.sqrt(sumSq / rgb.length) + SPREAD_FLOOR);
  for (let i = 0; i < rgb.length; i++) rgb[i] = (rgb[i] as number) * scale;
  return tf.tensor4d(rgb, [1, height, width, 3]);
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
