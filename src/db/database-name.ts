/** Apart from database.ts, so the first screen can ask whether the database exists without Dexie. */
export const DATABASE_NAME = 'mexican-train';
