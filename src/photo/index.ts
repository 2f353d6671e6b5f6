export { analysePhoto } from './analyse';
export { countPips } from './count';
export { downscale, WORKING_SIZE, workingScale } from './downscale';
export type { PhotoCount, PhotoProblem, Pip, Point, RgbaImage, TileFound } from './types';
