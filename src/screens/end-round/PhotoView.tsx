import { useLayoutEffect, useMemo, useRef } from 'preact/hooks';
import { t } from '../../i18n';
import type { PhotoReading, Point } from '../../photo';
import type { PhotoHand } from './photo-hand';

interface PhotoViewProps {
  result: PhotoReading;
  /** The photo as counted (upright, at the count's working size). */
  photo: ImageBitmap;
  hand: PhotoHand;
  /** A tap on a tile's outline chooses that tile (its index in the hand) to fix it. */
  onChoose: (index: number) => void;
}

/**
 * The photo with an outline on each tile read and a ring on each pip found, drawn over it in the
 * analysed image's pixels. The chosen tile's outline stands out; a tile whose halves were not
 * read is outlined dashed; a tile taken out loses its outline and its rings. A tap on an outline
 * chooses that tile, as a tap on its domino does (for the finger; the dominoes are the way for
 * the keyboard and screen readers).
 */
export function PhotoView({ result, photo, hand, onChoose }: PhotoViewProps) {
  const { width, height, tiles, pips } = result;
  const canvas = useRef<HTMLCanvasElement>(null);
  // Drawn before the first paint, so the photo and its outlines appear together.
  useLayoutEffect(() => {
    canvas.current?.getContext('2d')?.drawImage(photo, 0, 0);
  }, [photo]);
  // Where each tile of the analysis is in the hand (the hand lists them in another order).
  const handIndex = useMemo(() => {
    const map = new Map<number, number>();
    hand.tiles.forEach((held, index) => {
      if (held.photo !== null) map.set(held.photo, index);
    });
    return map;
  }, [hand.tiles]);
  // The tile each pip is on, found once: a tile taken out takes its rings with it.
  const pipTile = useMemo(
    () =>
      pips.map((pip) => tiles.findIndex((tile) => inside(tile.corners, pip.x, pip.y)) as number),
    [pips, tiles],
  );
  const removed = (photo: number) => {
    const index = handIndex.get(photo);
    return index !== undefined && !!hand.tiles[index]?.removed;
  };

  const tap = (event: MouseEvent) => {
    const box = (event.currentTarget as SVGElement).getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * width;
    const y = ((event.clientY - box.top) / box.height) * height;
    const photo = tiles.findIndex((tile, i) => !removed(i) && inside(tile.corners, x, y));
    const index = handIndex.get(photo);
    if (index !== undefined) onChoose(index);
  };

  return (
    <div class="photo-view">
      <canvas ref={canvas} width={photo.width} height={photo.height} />
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a pointer shortcut; each tile is also a button in the list below */}
      <svg
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={t('photo.photoLabel')}
        onClick={tap}
      >
        {tiles.map((tile, photo) => {
          if (removed(photo)) return null;
          const index = handIndex.get(photo);
          const held = index === undefined ? undefined : hand.tiles[index];
          const look = [
            'tile',
            held && !held.tile ? 'unread' : '',
            index !== undefined && index === hand.chosen ? 'chosen' : '',
          ];
          return (
            <polygon
              key={`tile-${photo}`}
              class={look.filter(Boolean).join(' ')}
              points={tile.corners.map((p) => `${p.x},${p.y}`).join(' ')}
            />
          );
        })}
        {pips.map((pip, i) =>
          (pipTile[i] ?? -1) >= 0 && removed(pipTile[i] as number) ? null : (
            <circle key={`${pip.x},${pip.y}`} class="ring" cx={pip.x} cy={pip.y} r={pip.r + 2} />
          ),
        )}
      </svg>
    </div>
  );
}

/** Whether (x, y) is inside the polygon (crossings of a ray to the right). */
function inside(corners: readonly Point[], x: number, y: number): boolean {
  let crossings = 0;
  corners.forEach((a, i) => {
    const b = corners[(i + 1) % corners.length] as Point;
    if (a.y > y !== b.y > y && x < a.x + ((y - a.y) * (b.x - a.x)) / (b.y - a.y)) crossings++;
  });
  return crossings % 2 === 1;
}
