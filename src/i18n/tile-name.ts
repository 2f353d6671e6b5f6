import type { Tile } from '../rules';
import { t } from './active-locale';
import type { MessageKey } from './messages';
import type { Translate } from './translator';

/** The highest number with a word in every language (a double-18 set's). */
const HIGHEST_WORD = 18;

function numberWord(value: number, translate: Translate): string {
  if (!Number.isInteger(value) || value < 0 || value > HIGHEST_WORD) return String(value);
  return translate(`game.tile.numbers.${value}` as MessageKey);
}

/**
 * A tile as it is said aloud: "double six", "double blank", "five–three", in the order its two
 * numbers are given. For screen readers, and for the tile inside a sentence.
 */
export function tileName(tile: Tile, translate: Translate = t): string {
  const [first, second] = tile;
  if (first === second) {
    if (first === 0) return translate('game.tile.doubleBlank');
    return translate('game.tile.double', { number: numberWord(first, translate) });
  }
  return translate('game.tile.pair', {
    first: numberWord(first, translate),
    second: numberWord(second, translate),
  });
}
