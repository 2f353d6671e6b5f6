/**
 * The valibot pieces the stored records' shapes are made of (record-shapes.ts,
 * validate-follow.ts), each with the sentence a person reads when a value is wrong.
 */
import * as v from 'valibot';
import { SET_SIZES, setTileCount } from '../rules';
import { MAX_TIME } from './limits';

export const MAX_SET = Math.max(...SET_SIZES);
export const MAX_TILES_IN_HAND = setTileCount(MAX_SET);

export function wholeNumber(min: number, max: number, what = 'a whole number') {
  const message = `must be ${what} from ${min} to ${max}`;
  return v.pipe(
    v.number(message),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
}

export function list<T extends v.GenericSchema>(item: T, min: number, max: number, what: string) {
  return v.pipe(
    v.array(item, 'must be a list'),
    v.minLength(min, `must hold at least ${min} ${what}`),
    v.maxLength(max, `must hold at most ${max} ${what}`),
  );
}

export function text(min: 0 | 1, max: number) {
  return v.pipe(
    v.string('must be text'),
    v.minLength(min, 'must not be empty'),
    v.maxLength(max, `must be at most ${max} characters long`),
  );
}

/** A moment as milliseconds since the epoch, as Date.now() gives it. */
export const time = wholeNumber(0, MAX_TIME, 'a time in milliseconds');
/** A number on a tile of the largest set; whether the game's own set has it is checked apart. */
export const tileNumber = wholeNumber(0, MAX_SET, 'a number');
export const flag = v.boolean('must be true or false');
export const tileText = v.pipe(
  v.string('must be a tile like "3-5"'),
  v.regex(/^\d{1,2}-\d{1,2}$/, 'must be a tile like "3-5"'),
);
