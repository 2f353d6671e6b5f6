/**
 * The peaks of one channel of a model's map: cells at least `threshold` and no lower than any of
 * their eight neighbours, each placed at the centroid of its 3x3 neighbourhood for sub-cell
 * precision. `x`, `y` are in cells.
 */
export interface Peak {
  x: number;
  y: number;
  score: number;
  /** The cell the peak is in, as an index into the map (for the values stored with it). */
  cell: number;
}

export function findPeaks(
  map: Float32Array,
  width: number,
  height: number,
  threshold: number,
  channels = 1,
): Peak[] {
  const at = (x: number, y: number) => map[(y * width + x) * channels] as number;
  const peaks: Peak[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = at(x, y);
      if (v < threshold) continue;
      let top = true;
      let sum = 0;
      let sx = 0;
      let sy = 0;
      for (let dy = -1; dy <= 1 && top; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const n = at(nx, ny);
          // Ties go to the first cell in reading order, so a flat top gives one peak.
          if (n > v || (n === v && (dy < 0 || (dy === 0 && dx < 0)))) {
            top = false;
            break;
          }
          sum += n;
          sx += n * dx;
          sy += n * dy;
        }
      }
      if (top) peaks.push({ x: x + sx / sum, y: y + sy / sum, score: v, cell: y * width + x });
    }
  }
  return peaks;
}

/** The image coordinate of a cell coordinate, for a map of the given stride (as trained). */
export function cellToImage(cell: number, stride: number): number {
  return cell * stride + (stride - 1) / 2;
}
