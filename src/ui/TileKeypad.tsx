import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { t, tileName } from '../i18n';
import { formatTile, parseTile, type Tile, tile } from '../rules';
import { Domino } from './Domino';
import { numberTaps, Taps } from './Taps';
import { tilesCarrying } from './tiles-carrying';
import './tile-keypad.css';

interface TileKeypadProps {
  /** The set's highest double: 6 to 18. */
  set: number;
  /** The hand so far ("a-b", low end first), in the order the tiles were tapped. */
  hand: readonly string[];
  /** Tiles that cannot go into this hand (the round's engine, tiles in another hand), with why. */
  unavailable?: ReadonlyMap<string, string>;
  /** Puts a tile into the hand, or takes it out when the hand has it. */
  onToggle: (tile: Tile) => void;
  /** Names the whole control, e.g. "Tiles left in Ann's hand". */
  label: string;
  /** Unique on the screen: names the numbers' radio group. */
  name: string;
  /** The hand's count and total, shown between the tiles to tap and the hand itself. */
  total: ComponentChildren;
}

/**
 * A hand entered tile by tile in at most two taps each, on one phone screen: one of a tile's
 * numbers on a keypad, then the tile among the dominoes carrying that number (the whole set,
 * 91 tiles of a double-12, was several screens to scroll). The number stays chosen, so a second
 * tile with it takes one tap. The hand shows below as dominoes; tapping one takes it out.
 * Growing downwards, the hand never moves the keys and tiles above it under a finger.
 */
export function TileKeypad({
  set,
  hand,
  unavailable,
  onToggle,
  label,
  name,
  total,
}: TileKeypadProps) {
  const [number, setNumber] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const root = useRef<HTMLFieldSetElement>(null);
  // Where the keyboard was when a tile of the hand was taken out: its button is gone, so the
  // focus goes to the tile now in its place, or back to the numbers once the hand is empty.
  const takenAt = useRef<number | null>(null);
  useEffect(() => {
    const at = takenAt.current;
    takenAt.current = null;
    if (at === null || !root.current) return;
    const left = root.current.querySelectorAll<HTMLElement>('.keypad-held');
    const next =
      left[Math.min(at, left.length - 1)] ??
      root.current.querySelector<HTMLElement>('input:checked, input');
    next?.focus({ preventScroll: true });
  }, [hand]);

  const tiles = hand.map(parseTile).filter((t): t is Tile => t !== null);
  const tap = (drawn: Tile) => {
    const why = unavailable?.get(formatTile(tile(drawn[0], drawn[1])));
    setRefusal(why ? t('tileKeypad.refused', { why }) : null);
    if (!why) onToggle(tile(drawn[0], drawn[1]));
  };

  return (
    <fieldset class="tile-keypad" ref={root}>
      <legend class="visually-hidden">{label}</legend>
      <Taps
        legend={t('tileKeypad.number')}
        name={`${name}-number`}
        value={number === null ? null : String(number)}
        choices={numberTaps(set)}
        layout="numbers"
        onChange={(chosen) => {
          setNumber(Number(chosen));
          setRefusal(null);
        }}
      />
      <fieldset class="taps">
        {/* Said by the note in the empty room before a number is chosen; then the tiles show it. */}
        <legend class="visually-hidden">{t('tileKeypad.pick')}</legend>
        {/* As tall as the tiles of any number from the start: choosing one moves nothing. */}
        <div class="keypad-tiles" data-rows={Math.ceil((set + 1) / 5)}>
          {number === null ? (
            <p class="keypad-waiting">{t('tileKeypad.waiting')}</p>
          ) : (
            tilesCarrying(number, set).map((drawn) => {
              const key = formatTile(tile(drawn[0], drawn[1]));
              const why = unavailable?.get(key);
              return (
                <button
                  key={key}
                  type="button"
                  class="keypad-tile"
                  aria-pressed={hand.includes(key)}
                  aria-label={why ? `${tileName(drawn)}: ${why}` : tileName(drawn)}
                  aria-disabled={why ? 'true' : undefined}
                  onClick={() => tap(drawn)}
                >
                  <TileFace tile={drawn} />
                </button>
              );
            })
          )}
        </div>
        <p class="error keypad-refusal" role="status">
          {refusal}
        </p>
      </fieldset>
      {total}
      {tiles.length > 0 && (
        <fieldset class="taps">
          {/* The eye sees it by the cross on each tile. */}
          <legend class="visually-hidden">{t('tileKeypad.hand')}</legend>
          <div class="keypad-tiles">
            {tiles.map((inHand, at) => (
              <button
                key={formatTile(inHand)}
                type="button"
                class="keypad-tile keypad-held"
                aria-label={tileName(inHand)}
                onClick={(event) => {
                  if (event.currentTarget === document.activeElement) takenAt.current = at;
                  onToggle(inHand);
                }}
              >
                <TileFace tile={inHand} />
              </button>
            ))}
          </div>
        </fieldset>
      )}
    </fieldset>
  );
}

/** A tile as drawn on the keypad; counting eleven pips from twelve is hard, so its numbers are written too. */
function TileFace({ tile: drawn }: { tile: Tile }) {
  return (
    <>
      <Domino tile={drawn} across size={48} label={false} />
      <span class="keypad-tile-numbers" aria-hidden="true">
        {drawn[0]}–{drawn[1]}
      </span>
    </>
  );
}
