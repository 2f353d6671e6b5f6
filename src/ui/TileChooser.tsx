import { useEffect, useRef, useState } from 'preact/hooks';
import { tileName } from '../i18n/tile-name';
import { formatTile, type Tile } from '../rules';
import { Domino } from './Domino';
import { numberTaps, Taps } from './Taps';
import { tilesCarrying } from './tiles-carrying';
import './tile-chooser.css';

interface TileChooserProps {
  /** The set's highest double: 6 to 18. */
  set: number;
  value: Tile | null;
  /** Null when the person asks to choose again. */
  onChange: (tile: Tile | null) => void;
  /** Unique on the screen: names the radio group. */
  name: string;
  text: {
    legend: string;
    /** "Tap one of its two numbers" */
    number: string;
    /** "Now tap the tile" */
    pick: string;
    /** "Another tile" */
    change: string;
  };
}

/**
 * One tile in two taps, for a screen where the whole set would be a long scroll:
 * a number on it, then the tile among the few pictured dominoes carrying that number. The
 * numbers are radio buttons (looking through them chooses nothing yet); the tiles are buttons,
 * since tapping one chooses it, and arrowing through them must not.
 */
export function TileChooser({ set, value, onChange, name, text }: TileChooserProps) {
  const [number, setNumber] = useState<number | null>(value ? value[0] : null);
  const change = useRef<HTMLButtonElement>(null);
  const justChosen = useRef(false);
  useEffect(() => {
    // The tile buttons are gone once one is chosen: keep the keyboard's place on the chooser.
    if (value && justChosen.current) change.current?.focus();
    justChosen.current = false;
  }, [value]);

  if (value) {
    return (
      <fieldset class="taps tile-chooser">
        <legend class="taps-legend">{text.legend}</legend>
        <div class="tile-chosen">
          <Domino tile={value} across size={112} label={false} />
          <span class="tile-chosen-name">{tileName(value)}</span>
          <button ref={change} type="button" class="button" onClick={() => onChange(null)}>
            {text.change}
          </button>
        </div>
      </fieldset>
    );
  }
  return (
    <fieldset class="taps tile-chooser">
      <legend class="taps-legend">{text.legend}</legend>
      <div class="stack">
        <Taps
          legend={text.number}
          name={`${name}-number`}
          value={number}
          choices={numberTaps(set)}
          layout="numbers"
          onChange={setNumber}
        />
        {number !== null && (
          <fieldset class="taps">
            <legend class="taps-legend">{text.pick}</legend>
            <div class="tap-choices tiles">
              {tilesCarrying(number, set).map((t) => (
                <button
                  key={formatTile(t)}
                  type="button"
                  class="tap tile-choice"
                  onClick={() => {
                    justChosen.current = true;
                    onChange(t);
                  }}
                >
                  <span class="tile-choice-face">
                    <Domino tile={t} across size={88} label={false} />
                    {/* Counting eleven pips from twelve is hard: the numbers are written too. */}
                    <span class="tile-choice-numbers" aria-hidden="true">
                      {t[0]}–{t[1]}
                    </span>
                  </span>
                  <span class="visually-hidden">{tileName(t)}</span>
                </button>
              ))}
            </div>
          </fieldset>
        )}
      </div>
    </fieldset>
  );
}
