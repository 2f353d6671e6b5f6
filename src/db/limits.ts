/** Bounds on what is stored and imported: generous for a family, tight enough to refuse junk. */

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 12;
export const MAX_NAME_LENGTH = 40;
export const MAX_ID_LENGTH = 64;
/** A typed score is a few digits; anything longer is a stray paste. */
export const MAX_TYPED_LENGTH = 16;
/** The highest score a round records: the engine's, which refuses a higher typed total. */
export { MAX_SCORE } from '../rules';
/** Far beyond any date the app will see, and a safe integer. */
export const MAX_TIME = 8_640_000_000_000_000;

/** Joined names: more people than a family has, each with more spellings than anyone types. */
export const MAX_JOINED_PEOPLE = 500;
export const MAX_JOINED_SPELLINGS = 20;

/** A backup file: decades of weekly games fit well within these. */
export const MAX_BACKUP_GAMES = 5000;
/** In characters of the file's text (roughly bytes for a backup, which is ASCII but for names). */
export const MAX_BACKUP_CHARS = 32 * 1024 * 1024;
/** Deeper than any record nests: refuses pathological files before walking them. */
export const MAX_BACKUP_DEPTH = 12;
