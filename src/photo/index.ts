export { countPips } from './count';
export { downscale } from './downscale';
export type { PhotoReading, Point, RgbaImage, TileFound } from './types';
