/**
 * For the scorekeeper screens' component tests only: a screen at an address, over a fresh
 * database, in English, inside the router as the app has it.
 */
import 'fake-indexeddb/auto';
import { render } from '@testing-library/preact';
import type { ComponentType } from 'preact';
import { LocationProvider, Route, Router } from 'preact-iso';
import { openDatabase } from '../src/db/database';
import type { GameRecord } from '../src/db/model';
import { createGame, saveRound, updateDraft } from '../src/db/mutations';
import { gameById } from '../src/db/queries';
import type { RulesInput } from '../src/rules';
import { type AppState, AppStateContext } from '../src/state/app-context';
import { createAppState } from '../src/state/app-state';

export function freshState(): AppState {
  return createAppState(openDatabase(`test-${crypto.randomUUID()}`));
}

/** Shows `screen` for `path` (matched against `pattern`); any other address shows its path. */
export function renderAt(state: AppState, path: string, pattern: string, screen: ComponentType) {
  history.replaceState(null, '', path);
  const Elsewhere = () => <p data-testid="elsewhere">{location.pathname}</p>;
  return render(
    <AppStateContext.Provider value={state}>
      <LocationProvider>
        <Router>
          <Route path={pattern} component={screen} />
          <Route default component={Elsewhere} />
        </Router>
      </LocationProvider>
    </AppStateContext.Provider>,
  );
}

export async function startGame(
  state: AppState,
  names: string[],
  rules: RulesInput = { preset: 'standard' },
): Promise<GameRecord> {
  const created = await createGame(
    state.db,
    names.map((name) => ({ name })),
    rules,
  );
  if (!created.ok) throw new Error(created.problem);
  return created.value;
}

/** Saves the game's next round with these typed scores (the first seat going out if it has 0). */
export async function playRound(state: AppState, gameId: string, scores: number[]) {
  const game = (await gameById(state.db, gameId)) as GameRecord;
  const draft = game.draft;
  if (!draft) throw new Error('no round to play');
  const out = scores.indexOf(0);
  const entered = await updateDraft(state.db, gameId, {
    ...draft,
    out: out >= 0 ? out : null,
    blocked: out < 0,
    entries: scores.map((score, seat) =>
      seat === out ? null : { kind: 'typed', value: String(score) },
    ),
  });
  if (!entered.ok) throw new Error(entered.problem);
  const saved = await saveRound(state.db, gameId);
  if (!saved.ok) throw new Error(saved.problem);
  return saved.value;
}
