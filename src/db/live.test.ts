import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { type Live, liveSignal } from './live';
import type { GameRecord } from './model';
import { createGame, deleteGame } from './mutations';
import { currentGame } from './queries';
import { databaseForEachTest, FAMILY, until, unwrap } from './test-support';

const db = databaseForEachTest();

const gameId = (live: Live<GameRecord | null>) =>
  live.status === 'ready' ? (live.value?.id ?? null) : undefined;

describe('liveSignal - a read that follows the database while watched', () => {
  it('starts loading, then holds the result (loading is not "no game")', async () => {
    const current = liveSignal(() => currentGame(db()));
    expect(current.value).toEqual({ status: 'loading' });
    expect(
      await until(
        () => current.value,
        (v) => v.status !== 'loading',
      ),
    ).toEqual({ status: 'ready', value: null });
  });

  it('updates after a write that touches what it read', async () => {
    const current = liveSignal(() => currentGame(db()));
    await until(
      () => gameId(current.value),
      (id) => id === null,
    );
    const game = unwrap(await createGame(db(), FAMILY, { preset: 'standard' }));
    await until(
      () => gameId(current.value),
      (id) => id === game.id,
    );
    unwrap(await deleteGame(db(), game.id));
    await until(
      () => gameId(current.value),
      (id) => id === null,
    );
  });

  it('stops following once nothing watches it, and catches up when watched again', async () => {
    const current = liveSignal(() => currentGame(db()));
    await until(
      () => gameId(current.value),
      (id) => id === null,
    );
    await new Promise((resolve) => setTimeout(resolve, 10));

    const game = unwrap(await createGame(db(), FAMILY, { preset: 'standard' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gameId(current.value)).toBeNull();

    await until(
      () => gameId(current.value),
      (id) => id === game.id,
    );
  });

  it('reports a failed read instead of throwing', async () => {
    const broken = liveSignal<number>(() => Promise.reject(new Error('disk gone')));
    expect(
      await until(
        () => broken.value,
        (v) => v.status === 'failed',
      ),
    ).toEqual({
      status: 'failed',
      error: 'Error: disk gone',
    });
  });
});
