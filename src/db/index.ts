/**
 * The storage layer. Screens never touch IndexedDB: they read signals made with liveSignal from
 * the queries here, and change data only through the named mutations.
 */
export {
  BACKUP_FORMAT,
  BACKUP_PROBLEMS,
  BACKUP_VERSION,
  type Backup,
  type BackupProblemCode,
  exportBackup,
  type ImportReport,
  type InvalidBackup,
  importBackup,
  type ParsedBackup,
  parseBackup,
} from './backup';
export { AppDatabase, DATABASE_NAME, openDatabase } from './database';
export { applyDraftPatch, type DraftPatch, draftPatch, isEmptyPatch } from './draft-patch';
export * from './limits';
export { type Live, liveSignal } from './live';
export * from './model';
export {
  changeDraft,
  createGame,
  deleteGame,
  editRound,
  finishGame,
  joinNames,
  type PlayerInput,
  purge,
  restoreGame,
  saveRound,
  separateName,
  type Undone,
  undoLast,
  updateDraft,
} from './mutations';
export {
  currentGame,
  gameById,
  gameHistory,
  joinedNames,
  lastPlayers,
  listGames,
  undoableEntry,
} from './queries';
export { draftFromRound, emptyDraft } from './round-entry';
export { DB_ERRORS, type DbError, type DbFailure, type DbResult } from './transact';
