/**
 * For screens' component tests only: what every such test file sets up around its tests. The
 * words are in English; after each test the screen is taken down and the test's database
 * deleted, so no test sees another's games.
 */
import { cleanup } from '@testing-library/preact';
import { afterEach, beforeAll } from 'vitest';
import { setLocale } from '../i18n';
import type { AppState } from '../state/app-context';

/** Call once at the top of a test file; `state` reads the test's state after it (none: none). */
export function setUpScreenTests(state: () => AppState | undefined): void {
  beforeAll(async () => {
    await setLocale('en');
  });
  afterEach(async () => {
    cleanup();
    await state()?.db.delete();
  });
}
