import { t, tileName } from '../../i18n';
import type { Tile } from '../../rules';
import { Domino } from '../../ui/Domino';
import { isFixed, type PhotoHand, type ReadTile } from './photo-hand';

interface PhotoTilesProps {
  hand: PhotoHand;
  /** A tap on a tile: chooses it to fix (or unchooses it). */
  onChoose: (index: number) => void;
  /** Takes a tile out of the hand, or puts it back. */
  onRemove: (index: number, removed: boolean) => void;
}

/** "3–8": a tile's numbers as written under it (the keypad writes them so too). */
export function tileNumbers(tile: Tile): string {
  return `${tile[0]}–${tile[1]}`;
}

/**
 * Each tile read on the photo as a domino with its numbers, in the order they lie across the
 * photo, then the tiles added by hand. A tap on a domino chooses it to fix (the keypad below
 * then opens on its likely right number); the × beside it takes it out in one tap. A tile taken
 * out keeps its place, faint, with "Put back": nothing is lost, and no tile moves under a finger.
 */
export function PhotoTiles({ hand, onChoose, onRemove }: PhotoTilesProps) {
  if (hand.tiles.length === 0) return null;
  return (
    <fieldset class="photo-tiles">
      <legend>{t('photo.read.legend')}</legend>
      <p class="photo-tiles-hint">{t('photo.read.hint')}</p>
      <ul>
        {hand.tiles.map((held, index) => (
          <li
            // A tile keeps its item while it is taken out and put back (tiles are only ever added
            // at the end): the keyboard stays on it.
            key={index}
            class={itemClass(held, index === hand.chosen)}
          >
            {held.removed ? (
              <span key="face" class="photo-tile-face" aria-hidden="true">
                <TileFace held={held} />
              </span>
            ) : (
              <button
                key="face"
                type="button"
                class="photo-tile-choose"
                aria-pressed={index === hand.chosen}
                aria-label={label(held)}
                onClick={() => onChoose(index)}
              >
                <TileFace held={held} />
              </button>
            )}
            <button
              key="toggle"
              type="button"
              class="photo-tile-toggle"
              aria-label={t(held.removed ? 'photo.read.putBackLabel' : 'photo.read.remove', {
                tile: spoken(held),
              })}
              onClick={() => onRemove(index, !held.removed)}
            >
              {held.removed ? (
                <>
                  <span aria-hidden="true">↶</span> {t('photo.read.putBack')}
                </>
              ) : (
                <span aria-hidden="true">×</span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function itemClass(held: ReadTile, chosen: boolean): string {
  const looks = ['photo-tile'];
  if (held.removed) looks.push('removed');
  else if (!held.tile) looks.push('unread');
  if (chosen) looks.push('chosen');
  return looks.join(' ');
}

/** The tile as said aloud: its name, or its pips where its halves were not read. */
function spoken(held: ReadTile): string {
  return held.tile ? tileName(held.tile) : t('photo.read.pips', { count: held.pips });
}

function label(held: ReadTile): string {
  if (!held.tile) return t('photo.read.unreadLabel', { count: held.pips });
  if (isFixed(held) && held.read) {
    return t('photo.read.fixedLabel', { tile: tileName(held.tile), was: tileName(held.read) });
  }
  return tileName(held.tile);
}

/**
 * A tile as the list draws it: a domino with its numbers written under it (eleven pips are hard
 * to count on a small domino), and what the photo read when it was changed; a tile whose halves
 * were not read is a question mark over its pips.
 */
export function TileFace({ held }: { held: ReadTile }) {
  if (!held.tile) {
    return (
      <>
        <span class="photo-tile-unknown" aria-hidden="true">
          ?
        </span>
        <span class="photo-tile-numbers">{t('photo.read.pips', { count: held.pips })}</span>
      </>
    );
  }
  return (
    <>
      <Domino tile={held.tile} across size={56} label={false} />
      <span class="photo-tile-numbers">{tileNumbers(held.tile)}</span>
      {isFixed(held) && held.read && (
        <span class="photo-tile-was">{t('photo.read.was', { tile: tileNumbers(held.read) })}</span>
      )}
    </>
  );
}
