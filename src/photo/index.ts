export { countPips } from './count';
export { downscale } from './downscale';
export type { PhotoProblem, PhotoReading, Pip, Point, RgbaImage, TileFound } from './types';
