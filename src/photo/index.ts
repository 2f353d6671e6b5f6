export { countPips } from './count';
export { downscale, workingScale } from './downscale';
export type { PhotoProblem, PhotoReading, Pip, Point, RgbaImage, TileFound } from './types';
