/**
 * The bounds a form holds what is typed to: the storage layer's own, so a form never accepts a
 * name or a table the game could not store.
 */
export { MAX_NAME_LENGTH, MAX_PLAYERS, MAX_TYPED_LENGTH, MIN_PLAYERS } from '../db/limits';
