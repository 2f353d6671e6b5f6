import { type ReadonlySignal, signal } from '@preact/signals';
import { liveQuery, type Subscription } from 'dexie';

/** A query's state as a screen shows it: loading is not the same as "no game". */
export type Live<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'failed'; error: string };

/**
 * A signal that follows a read (see queries.ts) through Dexie's liveQuery: it holds the latest
 * result and updates after every write that touches what the read used. It subscribes while
 * anything watches it (a component, an effect, a computed) and unsubscribes when the last one
 * stops, so a screen that goes away leaves nothing running. Watched again, it shows the last
 * result until the fresh one arrives.
 *
 *   const current = liveSignal(() => currentGame(db));
 *
 * `known`: what to show until the read answers, when another live read already has it.
 */
export function liveSignal<T>(
  query: () => Promise<T>,
  known: Live<T> = { status: 'loading' },
): ReadonlySignal<Live<T>> {
  let subscription: Subscription | null = null;
  const state = signal<Live<T>>(known, {
    watched() {
      subscription = liveQuery(query).subscribe({
        next: (value) => {
          state.value = { status: 'ready', value };
        },
        error: (error: unknown) => {
          state.value = { status: 'failed', error: String(error) };
        },
      });
    },
    unwatched() {
      subscription?.unsubscribe();
      subscription = null;
    },
  });
  return state;
}
