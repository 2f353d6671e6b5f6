/**
 * The writes on the list of games kept on this phone: a new game started, a game deleted (it
 * stays while its Undo is offered) and brought back, deleted games removed for good once no Undo
 * is offered for them, and a copy kept of standings from another phone's link.
 * Each answers the stored game, or why nothing was written. What happens inside one game goes
 * through that game's model instead.
 */
export {
  createGame as startGame,
  deleteGame,
  keepCopy,
  purge,
  restoreGame,
} from '../db/mutations';
