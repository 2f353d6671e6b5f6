export { analysePhoto } from './analyse';
export { downscale, WORKING_SIZE, workingScale } from './downscale';
export type { PhotoCount, PhotoProblem, Pip, Point, RgbaImage, TileFound } from './types';
