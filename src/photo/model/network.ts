/**
 * The photo count's two networks (trained by scripts/pip-model/, each described by a .json file
 * with its weights in a .bin):
 * - the pip model takes an RGBA image whose sides are multiples of its stride and gives two maps:
 *   `pips`, for each 2x2 block of the image, how likely a face-up tile's pip is centred there;
 *   `tiles`, for each 4x4 block, how likely a face-up tile is centred there (channel 0), with
 *   that tile's log length and log width (of pixels / 32) and its long axis as (cos 2a, sin 2a);
 * - the face model takes tiles cut out of the photo (face-crop.ts) and gives, for each half, how
 *   likely it is to show 0 to 15 pips, or to be a tile's back.
 */
import * as tf from '@tensorflow/tfjs-core';
import type { RgbaImage } from '../types';
import { LayerGraph, type ModelDescription, normalise } from './layer-graph';

export interface NetworkMaps {
  pips: Float32Array;
  pipsWidth: number;
  pipsHeight: number;
  /** Five values a cell, channel last. */
  tiles: Float32Array;
  tilesWidth: number;
  tilesHeight: number;
}

/** A model as its files hold it. */
export interface ModelFiles {
  description: ModelDescription;
  weights: ArrayBuffer;
}

/** The most pips a half of the largest set (double 15) has. */
export const MOST_PIPS_ON_A_HALF = 15;
/**
 * What the face model reads a half as: 0 to MOST_PIPS_ON_A_HALF pips, or BACK, no face to count: a
 * tile's back, or bare table (a print) that the tile map took for a tile.
 */
export const BACK = MOST_PIPS_ON_A_HALF + 1;
export const FACE_CLASSES = BACK + 1;

export class PipNetwork {
  readonly stride: number;
  private readonly pipGraph: LayerGraph;
  private readonly faceGraph: LayerGraph;

  constructor(pip: ModelFiles, face: ModelFiles) {
    this.pipGraph = new LayerGraph(pip.description, pip.weights);
    this.faceGraph = new LayerGraph(face.description, face.weights);
    this.stride = this.pipGraph.stride;
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
      const input = normalise([image]);
      const batch = mirrored ? tf.concat([input, tf.reverse(input, 2)]) : input;
      const output = this.pipGraph.run(batch);
      const pipLogits = output('pips');
      const tileOut = output('tiles');
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

  /**
   * For each tile cut out by face-crop.ts (all of one size), for its left and its right half, the
   * likelihood of each of the FACE_CLASSES: 0, 1, ... MOST_PIPS_ON_A_HALF pips, a back.
   */
  readFaces(crops: RgbaImage[]): Float32Array {
    if (crops.length === 0) return new Float32Array(0);
    const likelihoods = tf.tidy(() => {
      // A 1 x 2 map, a half a cell, of logits over the pip counts.
      const logits = this.faceGraph.run(normalise(crops))('halves');
      return tf.softmax(tf.reshape(logits, [crops.length * 2, FACE_CLASSES]));
    });
    const values = likelihoods.dataSync() as Float32Array;
    likelihoods.dispose();
    return values;
  }

  dispose(): void {
    this.pipGraph.dispose();
    this.faceGraph.dispose();
  }
}
