import { tileName } from '../i18n';
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
  const rows = new Map<number, Tile[]>();
  for (const t of allTiles(set)) rows.set(t[1], [...(rows.get(t[1]) ?? []), t]);
  return (
    <fieldset class="tile-picker">
      <legend class="visually-hidden">{label}</legend>
      {[...rows.entries()].reverse().map(([high, tiles]) => (
        <div class="tile-row" key={high}>
          {tiles.map((t) => {
            const key = formatTile(t);
            const why = unavailable?.get(key);
            const on = chosen.includes(key);
            return (
              <button
                key={key}
                type="button"
                class="tile-button"
                aria-pressed={on}
                aria-label={why ? `${tileName(t)}: ${why}` : tileName(t)}
                aria-disabled={why ? 'true' : undefined}
                onClick={() => {
                  if (!why) onToggle(t);
                }}
              >
                <Domino tile={t} across size={64} label={false} />
              </button>
            );
          })}
        </div>
      ))}
    </fieldset>
  );
}
