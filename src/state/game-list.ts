/**
 * The writes on the list of games kept on this phone: a new game started, a game deleted (it
 * stays until purged) and brought back, and a copy kept of standings from another phone's link.
 * Each answers the stored game, or why nothing was written. What happens inside one game goes
 * through that game's model instead.
 */
export {
  createGame as startGame,
  deleteGame,
  keepCopy,
  restoreGame,
} from '../db/mutations';
