/** Helpers for the safety tests that look at a whole database. */
import type { AppDatabase } from '../../src/db/database';

/** Every row of every table, to compare a database before and after something. */
export async function everything(db: AppDatabase) {
  return {
    games: await db.games.toArray(),
    history: await db.history.toArray(),
    settings: await db.settings.toArray(),
  };
}

/** Empties the databases, so one property run starts where the last one did not leave off. */
export async function forget(...databases: AppDatabase[]): Promise<void> {
  for (const db of databases) {
    await db.transaction('rw', [db.games, db.history, db.settings], async () => {
      await Promise.all([db.games.clear(), db.history.clear(), db.settings.clear()]);
    });
  }
}
