import { useEffect, useId, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { t, tileName } from '../../i18n';
import { formatTile, type Tile } from '../../rules';
import { Domino } from '../../ui/Domino';
import { TileKeypad } from '../../ui/TileKeypad';
import { TileFace, tileNumbers } from './PhotoTiles';
import {
  isDoubleBlank,
  likelyRightNumber,
  type PhotoHand,
  tilesOfPips,
  toCheck,
} from './photo-hand';

interface PhotoFixProps {
  hand: PhotoHand;
  set: number;
  /** What the double blank counts, said when a tile read as it is asked about. */
  doubleBlank: number;
  /** Tiles that cannot be put in, with why (already read, the engine, another hand's). */
  unavailable: ReadonlyMap<string, string>;
  /** A tile tapped: it replaces the chosen tile, or is added when none is chosen. */
  onPut: (tile: Tile) => void;
  /** Leaves the chosen tile as it is. */
  onLeave: () => void;
}

/**
 * The tile keypad under the tiles read, always there, saying what a tile tapped on it does:
 * - nothing chosen: it adds a tile the photo missed, a number then the tile (two taps);
 * - a tile chosen: the tile tapped replaces it. The keypad opens on the chosen tile's number
 *   most likely right (photo-hand.ts), its tiles already shown, so with the tap that chose it
 *   the common fix (one half misread) is two taps; the other half is one more tap.
 * - a tile whose halves were not read: the tiles of its pips are shown first, one tap each
 *   (with its 0 pips, the double blank alone), and the keypad under them for a miscount;
 * - a tile read as the double blank, chosen by itself (photo-hand.ts, toCheck): the old
 *   question "is it?" with its points, answered "yes" by a button, else by the right tile.
 * A tap that adds a tile grows the list above; the page is scrolled by as much, so the keys stay
 * under the finger for the next tile.
 */
export function PhotoFix({ hand, set, doubleBlank, unavailable, onPut, onLeave }: PhotoFixProps) {
  const id = useId();
  const root = useRef<HTMLElement>(null);
  const chosen = hand.chosen === null ? null : (hand.tiles[hand.chosen] ?? null);

  // Why a tile of the pips was refused, as the keypad says it for its own tiles.
  const [refusal, setRefusal] = useState<string | null>(null);

  // Kept in place while the list above grows by an added tile.
  const topBefore = useRef<number | null>(null);
  useLayoutEffect(() => {
    const before = topBefore.current;
    topBefore.current = null;
    if (before === null || !root.current) return;
    const moved = root.current.getBoundingClientRect().top - before;
    if (moved !== 0) window.scrollBy(0, moved);
  }, [hand.tiles.length]);

  // A tile chosen (by a tap in the list or on the photo, or next to check): its keypad comes
  // whole into view, from its title down, if it is not already.
  const first = useRef(true);
  useEffect(() => {
    setRefusal(null);
    if (first.current) {
      first.current = false;
      return;
    }
    const box = root.current?.getBoundingClientRect();
    if (hand.chosen !== null && box && (box.top < 0 || box.bottom > window.innerHeight)) {
      root.current?.scrollIntoView?.({ block: 'start' });
    }
  }, [hand.chosen]);

  const tap = (tile: Tile) => {
    setRefusal(null);
    if (!chosen) topBefore.current = root.current?.getBoundingClientRect().top ?? null;
    onPut(tile);
  };
  const candidates = chosen && !chosen.tile ? tilesOfPips(chosen.pips, set) : [];
  const asksBlank = !!chosen && isDoubleBlank(chosen.tile) && toCheck(chosen);

  return (
    <section ref={root} class={chosen ? 'photo-fix fixing' : 'photo-fix'} aria-labelledby={id}>
      {chosen ? (
        <div class="photo-fix-title">
          <span class="photo-fix-tile" aria-hidden="true">
            <TileFace held={chosen} />
          </span>
          <p id={id}>
            {!chosen.tile
              ? t('photo.fix.unread', { count: chosen.pips })
              : asksBlank
                ? t('photo.fix.blank', { points: doubleBlank })
                : t('photo.fix.change')}
          </p>
        </div>
      ) : (
        <p id={id} class="photo-fix-title">
          {t('photo.fix.add')}
        </p>
      )}
      {candidates.length > 0 && (
        <div class="photo-fix-candidates">
          {candidates.map((tile) => {
            const why = unavailable.get(formatTile(tile));
            return (
              <button
                key={formatTile(tile)}
                type="button"
                class="keypad-tile"
                aria-label={why ? `${tileName(tile)}: ${why}` : tileName(tile)}
                aria-disabled={why ? 'true' : undefined}
                onClick={() => (why ? setRefusal(t('tileKeypad.refused', { why })) : tap(tile))}
              >
                <Domino tile={tile} across size={48} label={false} />
                <span class="keypad-tile-numbers" aria-hidden="true">
                  {tileNumbers(tile)}
                </span>
              </button>
            );
          })}
        </div>
      )}
      {candidates.length > 0 && (
        <>
          <p class="error keypad-refusal" role="status">
            {refusal}
          </p>
          <p class="photo-fix-by-number">{t('photo.fix.byNumber')}</p>
        </>
      )}
      <TileKeypad
        // Opened anew for each tile chosen, on that tile's number; adding starts on no number.
        key={hand.chosen === null ? 'add' : `fix-${hand.chosen}`}
        set={set}
        hand={[]}
        unavailable={unavailable}
        firstNumber={chosen ? likelyRightNumber(chosen) : null}
        label={
          chosen
            ? t('photo.fix.changeLabel', {
                tile: chosen.tile
                  ? tileName(chosen.tile)
                  : t('photo.read.pips', { count: chosen.pips }),
              })
            : t('photo.fix.addLabel')
        }
        name={`photo-${id}`}
        onToggle={tap}
        total={null}
      />
      {chosen && (
        <button type="button" class="button wide" onClick={onLeave}>
          {asksBlank ? t('photo.fix.blankYes') : t('photo.fix.keep')}
        </button>
      )}
    </section>
  );
}
