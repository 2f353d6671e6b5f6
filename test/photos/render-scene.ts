/**
 * Renders a labelled "photo" of dominoes on a table, for testing the pip count on pictures no
 * camera took: tiles laid at random angles, seen through a tilted camera (a homography), under
 * uneven light with a flash glare, on wood, cloth, felt or a patterned tablecloth, with sensor
 * noise. Ivory tiles with black pips, ivory tiles with a double-12 set's coloured pips, or black
 * tiles with white pips.
 */
import type { RgbaImage } from '../../src/photo';
import { seededRandom } from '../simulation/random';

interface SceneLabel {
  pips: number;
  tiles: number;
  faces: string[];
}

export interface Scene {
  image: RgbaImage;
  label: SceneLabel;
  description: string;
}

type Rgb = [number, number, number];
type TileStyle = 'ivory-black' | 'ivory-colour' | 'black-white';
type Table = 'wood' | 'cloth' | 'felt' | 'gingham' | 'polka' | 'paper';

const TABLES: Table[] = ['wood', 'cloth', 'felt', 'gingham', 'polka', 'paper'];
const STYLES: TileStyle[] = ['ivory-black', 'ivory-colour', 'black-white'];

/** Pip colours of a typical double-12 set, by number (1 to 12). */
const SET_COLOURS: Rgb[] = [
  [0, 0, 0],
  [70, 170, 220],
  [40, 150, 60],
  [210, 40, 50],
  [140, 80, 40],
  [30, 70, 180],
  [235, 180, 20],
  [220, 60, 160],
  [20, 150, 140],
  [100, 40, 140],
  [230, 110, 30],
  [20, 20, 20],
  [120, 130, 40],
];

/** Pip centres on a half, in [-1, 1] across the tile's width, for 0 to 12. */
function layout(n: number): [number, number][] {
  const c = (xs: number[], ys: number[]) =>
    xs.flatMap((x) => ys.map((y) => [x, y] as [number, number]));
  const g = 0.55;
  switch (n) {
    case 0:
      return [];
    case 1:
      return [[0, 0]];
    case 2:
      return [
        [-g, -g],
        [g, g],
      ];
    case 3:
      return [
        [-g, -g],
        [0, 0],
        [g, g],
      ];
    case 4:
      return c([-g, g], [-g, g]);
    case 5:
      return [...c([-g, g], [-g, g]), [0, 0]];
    case 6:
      return c([-g, g], [-g, 0, g]);
    case 7:
      return [...c([-g, g], [-g, 0, g]), [0, 0]];
    case 8:
      return c([-g, 0, g], [-g, 0, g]).filter(([x, y]) => x !== 0 || y !== 0);
    case 9:
      return c([-g, 0, g], [-g, 0, g]);
    case 10:
      return [...c([-g, g], [-0.6, -0.2, 0.2, 0.6]), [0, -0.3], [0, 0.3]];
    case 11:
      return [...c([-g, g], [-0.6, -0.2, 0.2, 0.6]), [0, -0.4], [0, 0], [0, 0.4]];
    default:
      return c([-g, 0, g], [-0.6, -0.2, 0.2, 0.6]);
  }
}

interface PlacedTile {
  x: number;
  y: number;
  /** Unit vector across the tile (along its bar). */
  cos: number;
  sin: number;
  a: number;
  b: number;
}

/** A projective map's first eight coefficients (the ninth is 1). */
type Homography = [number, number, number, number, number, number, number, number];

/** Solves the 3x3 homography mapping four source points onto four destination points. */
function homography(src: [number, number][], dst: [number, number][]): Homography {
  const m: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = src[i] as [number, number];
    const [u, v] = dst[i] as [number, number];
    m.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    m.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let col = 0; col < 8; col++) {
    let pivot = col;
    for (let row = col + 1; row < 8; row++) {
      if (
        Math.abs((m[row] as number[])[col] as number) >
        Math.abs((m[pivot] as number[])[col] as number)
      )
        pivot = row;
    }
    [m[col], m[pivot]] = [m[pivot] as number[], m[col] as number[]];
    const p = m[col] as number[];
    for (let row = 0; row < 8; row++) {
      if (row === col) continue;
      const r = m[row] as number[];
      const f = (r[col] as number) / (p[col] as number);
      for (let k = col; k < 9; k++) r[k] = (r[k] as number) - f * (p[k] as number);
    }
  }
  const h = m.map((row, i) => (row[8] as number) / (row[i] as number));
  return h as Homography;
}

export function renderScene(seed: number, width = 800, height = 600): Scene {
  const rnd = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const table = pick(TABLES);
  const style = pick(STYLES);
  const count = 1 + Math.floor(rnd() * (rnd() < 0.3 ? 20 : 10));
  const high = style === 'ivory-colour' ? 12 : pick([6, 9, 12]);
  // Table plane units: the photo's width is 100; tiles get smaller as more are in the picture.
  const tileWidth = Math.max(6, Math.min(16, 32 / Math.sqrt(count))) * (0.85 + rnd() * 0.3);
  const planeH = (100 * height) / width;
  const placed: PlacedTile[] = [];
  for (let tries = 0; placed.length < count && tries < 4000; tries++) {
    const angle = rnd() < 0.4 ? Math.floor(rnd() * 4) * (Math.PI / 2) : rnd() * Math.PI;
    const margin = tileWidth * 1.2;
    const x = margin + rnd() * (100 - 2 * margin);
    const y = margin + rnd() * (planeH - 2 * margin);
    const clear = placed.every((t) => Math.hypot(t.x - x, t.y - y) > tileWidth * 2.3);
    if (!clear) continue;
    let a = Math.floor(rnd() * (high + 1));
    let b = Math.floor(rnd() * (high + 1));
    if (rnd() < 0.05) [a, b] = [0, 0];
    placed.push({ x, y, cos: Math.cos(angle), sin: Math.sin(angle), a, b });
  }
  // The camera: the plane's corners land on a jittered quadrilateral (tilt up to ~15 degrees).
  const jitter = () => (rnd() - 0.5) * 0.16;
  const corners: [number, number][] = [
    [0, 0],
    [100, 0],
    [100, planeH],
    [0, planeH],
  ];
  const seen = corners.map(([u, v]) => [
    (u / 100 + jitter()) * width,
    (v / planeH + jitter()) * height,
  ]) as [number, number][];
  const toPlane = homography(seen, corners);
  // A tile with a pip the tilted camera leaves outside the picture is not in the photo: that pip
  // could not be counted, yet the label would count it. (Dropped after the camera, so every other
  // scene is drawn as it was; a tile cut at an edge with all its pips in sight stays.)
  const [g0, g1, g2, g3, g4, g5, g6, g7] = homography(corners, seen);
  const inPicture = (u: number, v: number) => {
    const w = g6 * u + g7 * v + 1;
    const x = (g0 * u + g1 * v + g2) / w;
    const y = (g3 * u + g4 * v + g5) / w;
    return x >= 0 && x < width && y >= 0 && y < height;
  };
  const hw = tileWidth / 2;
  const tiles = placed.filter((t) =>
    (
      [
        [t.a, -1],
        [t.b, 1],
      ] as const
    ).every(([half, side]) =>
      layout(half).every(([px, py]) => {
        const across = px * 0.85 * hw;
        const along = (side + py * 0.85) * hw;
        return inPicture(
          t.x + across * t.cos - along * t.sin,
          t.y + across * t.sin + along * t.cos,
        );
      }),
    ),
  );

  const light = { gx: (rnd() - 0.5) * 0.7, gy: (rnd() - 0.5) * 0.7, level: 0.75 + rnd() * 0.35 };
  // A flash's reflection: a small bright patch, whitening what is under it.
  const glare = rnd() < 0.6 ? { x: rnd() * width, y: rnd() * height, r: 12 + rnd() * 28 } : null;
  const noise = 3 + rnd() * 6;
  const tableColour: Rgb = pick([
    [60, 60, 65],
    [35, 90, 50],
    [120, 40, 40],
    [40, 50, 90],
  ]);
  const ivory: Rgb = pick([
    [242, 236, 215],
    [250, 248, 240],
    [235, 225, 195],
  ]);

  const surface = (u: number, v: number): Rgb => {
    for (const t of tiles) {
      const dx = u - t.x;
      const dy = v - t.y;
      const across = dx * t.cos + dy * t.sin;
      const along = -dx * t.sin + dy * t.cos;
      if (Math.abs(across) > hw || Math.abs(along) > tileWidth) continue;
      const corner = tileWidth * 0.12;
      const ex = Math.abs(across) - (hw - corner);
      const ey = Math.abs(along) - (tileWidth - corner);
      if (ex > 0 && ey > 0 && Math.hypot(ex, ey) > corner) continue;
      return tileColour(t, across / hw, along / hw);
    }
    const shadow = tiles.some((t) => {
      const dx = u - t.x - tileWidth * 0.08;
      const dy = v - t.y - tileWidth * 0.1;
      return (
        Math.abs(dx * t.cos + dy * t.sin) < tileWidth / 2 &&
        Math.abs(-dx * t.sin + dy * t.cos) < tileWidth
      );
    });
    const base = tableAt(u, v);
    return shadow ? (base.map((c) => c * 0.55) as Rgb) : base;
  };

  const black = style === 'black-white';
  const face: Rgb = black ? [28, 28, 30] : ivory;
  const tileColour = (t: PlacedTile, across: number, along: number): Rgb => {
    // across and along in half-widths: the face is [-1,1] x [-2,2], the bar at along = 0.
    const edge = Math.min(1 - Math.abs(across), 2 - Math.abs(along));
    const bevel = edge < 0.08 ? 0.8 : 1;
    if (Math.abs(along) < 0.04 && Math.abs(across) < 0.8)
      return black ? [230, 230, 225] : [25, 25, 25];
    const half = along < 0 ? t.a : t.b;
    const local = along < 0 ? along + 1 : along - 1;
    const r = half > 9 ? 0.13 : 0.19;
    for (const [px, py] of layout(half)) {
      const d = Math.hypot(across - px * 0.85, local - py * 0.85);
      if (d < r) {
        if (black) return [235, 232, 225];
        const colour =
          style === 'ivory-colour' ? (SET_COLOURS[half] as Rgb) : ([20, 20, 22] as Rgb);
        // Pips are dimples: darker at their rim.
        const rim = d > r * 0.75 ? 0.8 : 1;
        return colour.map((c) => c * rim) as Rgb;
      }
    }
    return face.map((c) => c * bevel) as Rgb;
  };

  const tableAt = (u: number, v: number): Rgb => {
    switch (table) {
      case 'wood': {
        const grain = Math.sin(v * 1.3 + Math.sin(u * 0.08) * 3) * 0.5 + 0.5;
        const k = 0.8 + 0.25 * grain;
        return [165 * k, 118 * k, 75 * k];
      }
      case 'cloth': {
        const weave = (Math.floor(u * 6) + Math.floor(v * 6)) % 2 ? 1.15 : 0.85;
        return tableColour.map((c) => c * weave) as Rgb;
      }
      case 'felt':
        return tableColour;
      case 'gingham': {
        const a = Math.floor(u / 4) % 2;
        const b = Math.floor(v / 4) % 2;
        if (a && b) return [180, 40, 45];
        if (a || b) return [220, 150, 150];
        return [245, 240, 235];
      }
      case 'polka': {
        const cu = (Math.round(u / 6) * 6 - u) ** 2;
        const cv = (Math.round(v / 6) * 6 - v) ** 2;
        return Math.sqrt(cu + cv) < 1.3 ? [245, 240, 230] : tableColour;
      }
      default:
        return [232, 232, 228];
    }
  };

  const data = new Uint8ClampedArray(width * height * 4);
  const [h0, h1, h2, h3, h4, h5, h6, h7] = toPlane;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      // 2x2 samples a pixel: edges are soft as a lens makes them.
      for (const [sx, sy] of [
        [0.25, 0.25],
        [0.75, 0.25],
        [0.25, 0.75],
        [0.75, 0.75],
      ] as const) {
        const px = x + sx;
        const py = y + sy;
        const w = h6 * px + h7 * py + 1;
        const u = (h0 * px + h1 * py + h2) / w;
        const v = (h3 * px + h4 * py + h5) / w;
        const [cr, cg, cb] = surface(u, v);
        r += cr;
        g += cg;
        b += cb;
      }
      const lit = light.level * (1 + light.gx * (x / width - 0.5) + light.gy * (y / height - 0.5));
      const flash = glare
        ? 160 * Math.exp(-((x - glare.x) ** 2 + (y - glare.y) ** 2) / (2 * glare.r ** 2))
        : 0;
      const o = (y * width + x) * 4;
      const n = () => (rnd() + rnd() + rnd() - 1.5) * noise * 1.4;
      data[o] = (r / 4) * lit + flash + n();
      data[o + 1] = (g / 4) * lit + flash + n();
      data[o + 2] = (b / 4) * lit + flash + n();
      data[o + 3] = 255;
    }
  }
  const faces = tiles.map((t) => `${Math.min(t.a, t.b)}-${Math.max(t.a, t.b)}`);
  return {
    image: { data, width, height },
    label: { pips: tiles.reduce((s, t) => s + t.a + t.b, 0), tiles: tiles.length, faces },
    description: `${tiles.length} ${style} tiles on ${table}${glare ? ', glare' : ''}`,
  };
}
