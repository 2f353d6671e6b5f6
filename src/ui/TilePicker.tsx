import type { VNode } from 'preact';
import { useRef } from 'preact/hooks';
import { locale, tileName } from '../i18n';
import { allTiles, formatTile, type Tile } from '../rules';
import { Domino } from './Domino';
import './tile-picker.css';

interface TilePickerProps {
  /** The set's highest double: 6 to 18. */
  set: number;
  /** Tiles shown as chosen ("a-b", low end first). */
  chosen: readonly string[];
  /** Tiles that cannot be chosen here (the round's engine, tiles in another hand), with why. */
  unavailable?: ReadonlyMap<string, string>;
  onToggle: (tile: Tile) => void;
  /** Names the group for screen readers, e.g. "Tiles left in Ann's hand". */
  label: string;
}

/**
 * The whole set as a picture, one row per number, to tap tiles in or out: a grandparent finds the
 * domino they hold instead of adding up pips. Each tile is a toggle button with its spoken name.
 */
export function TilePicker({ set, chosen, unavailable, onToggle, label }: TilePickerProps) {
  // A tap changes one tile of up to 190: each button is kept and handed back unchanged while its
  // own state is, so Preact skips it instead of redrawing every domino on every tap.
  const buttons = useRef(new Map<string, VNode>());
  const toggle = useRef(onToggle);
  toggle.current = onToggle;
  const language = locale.value;

  const button = (t: Tile) => {
    const key = formatTile(t);
    const why = unavailable?.get(key);
    const on = chosen.includes(key);
    const state = `${key}|${on}|${why ?? ''}|${language}`;
    let made = buttons.current.get(state);
    if (!made) {
      made = (
        <button
          key={key}
          type="button"
          class="tile-button"
          aria-pressed={on}
          aria-label={why ? `${tileName(t)}: ${why}` : tileName(t)}
          aria-disabled={why ? 'true' : undefined}
          onClick={() => {
            if (!why) toggle.current(t);
          }}
        >
          <Domino tile={t} across size={64} label={false} />
        </button>
      );
      buttons.current.set(state, made);
    }
    return made;
  };

  const rows: Tile[][] = Array.from({ length: set + 1 }, () => []);
  for (const t of allTiles(set)) rows[t[1]]?.push(t);
  return (
    <fieldset class="tile-picker">
      <legend class="visually-hidden">{label}</legend>
      {rows
        .map((tiles, high) => (
          <div class="tile-row" key={high}>
            {tiles.map(button)}
          </div>
        ))
        .reverse()}
    </fieldset>
  );
}
