import type { ComponentChildren, VNode } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { locale, t, tileName } from '../i18n';
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
  /**
   * The number chosen when the keypad opens, its tiles shown at once: to fix a tile read on a
   * photo, the number most likely right, so the right tile is one tap away. None unless given.
   */
  firstNumber?: number | null;
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
  firstNumber = null,
}: TileKeypadProps) {
  const [number, setNumber] = useState<number | null>(firstNumber);
  const [refusal, setRefusal] = useState<string | null>(null);
  const root = useRef<HTMLFieldSetElement>(null);
  // Where the keyboard was when a tile of the hand was taken out: its button is gone, so the
  // focus goes to the tile now in its place, or back to the numbers once the hand is empty.
  // Moved as the button goes, before the paint: an effect after the paint left the focus on the
  // page itself for a frame, and for longer than a second on a busy phone.
  const takenAt = useRef<number | null>(null);
  useLayoutEffect(() => {
    const at = takenAt.current;
    takenAt.current = null;
    if (at === null || !root.current) return;
    const left = root.current.querySelectorAll<HTMLElement>('.keypad-held');
    const next =
      left[Math.min(at, left.length - 1)] ??
      root.current.querySelector<HTMLElement>('[role="radio"][aria-checked="true"]') ??
      root.current.querySelector<HTMLElement>('[role="radio"]');
    next?.focus({ preventScroll: true });
  }, [hand]);

  // A tap changes one tile of the screen: each button is kept and handed back unchanged while
  // its own state is, so Preact skips it instead of drawing every domino again (npm run timing).
  const made = useRef(new Map<string, VNode>());
  const latest = useRef({ unavailable, onToggle });
  latest.current = { unavailable, onToggle };
  const language = locale.value;
  const kept = (state: string, make: () => VNode) => {
    let button = made.current.get(`${state}|${language}`);
    if (!button) {
      button = make();
      made.current.set(`${state}|${language}`, button);
    }
    return button;
  };

  const tap = (drawn: Tile) => {
    const why = latest.current.unavailable?.get(formatTile(tile(drawn[0], drawn[1])));
    setRefusal(why ? t('tileKeypad.refused', { why }) : null);
    if (!why) latest.current.onToggle(tile(drawn[0], drawn[1]));
  };
  const toTap = (drawn: Tile) => {
    const key = formatTile(tile(drawn[0], drawn[1]));
    const why = unavailable?.get(key);
    const on = hand.includes(key);
    return kept(`${drawn[0]}-${drawn[1]}|${on}|${why ?? ''}`, () => (
      // Keyed by the partner number: choosing another number redraws one half of each domino
      // in place instead of building every tile anew.
      <button
        key={drawn[1]}
        type="button"
        class="keypad-tile"
        aria-pressed={on}
        aria-label={why ? `${tileName(drawn)}: ${why}` : tileName(drawn)}
        aria-disabled={why ? 'true' : undefined}
        onClick={() => tap(drawn)}
      >
        <TileFace tile={drawn} />
      </button>
    ));
  };
  const inHand = (held: Tile) =>
    kept(`held ${formatTile(held)}`, () => (
      <button
        key={formatTile(held)}
        type="button"
        class="keypad-tile keypad-held"
        aria-label={tileName(held)}
        onClick={(event) => {
          const button = event.currentTarget;
          if (button === document.activeElement && root.current) {
            takenAt.current = [...root.current.querySelectorAll('.keypad-held')].indexOf(button);
          }
          latest.current.onToggle(held);
        }}
      >
        <TileFace tile={held} />
      </button>
    ));

  const tiles = hand.map(parseTile).filter((t): t is Tile => t !== null);
  return (
    <fieldset class="tile-keypad" ref={root}>
      <legend class="visually-hidden">{label}</legend>
      <Taps
        legend={t('tileKeypad.number')}
        name={`${name}-number`}
        value={number}
        choices={numberTaps(set)}
        layout="numbers"
        onChange={(chosen) => {
          setNumber(chosen);
          setRefusal(null);
        }}
      />
      <fieldset class="taps">
        {/* Said by the note in the empty room before a number is chosen; then the tiles show it. */}
        <legend class="visually-hidden">{t('tileKeypad.pick')}</legend>
        {/* As tall as the tiles of any number from the start: choosing one moves nothing. */}
        <div
          class={number === null ? 'keypad-tiles waiting' : 'keypad-tiles'}
          data-rows={Math.ceil((set + 1) / 5)}
        >
          {number === null ? (
            <p class="keypad-waiting">{t('tileKeypad.waiting')}</p>
          ) : (
            tilesCarrying(number, set).map(toTap)
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
          <div class="keypad-tiles">{tiles.map(inHand)}</div>
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
