// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { fireEvent, render, screen, within } from '@testing-library/preact';
import { LocationProvider, Route, Router } from 'preact-iso';
import { beforeEach, describe, expect, it } from 'vitest';
import { freshState } from '../../../test/screen-test-support';
import { createGame } from '../../db/mutations';
import { isPlayed, loadTranslator } from '../../i18n';
import { ruleCardContent } from '../../pdf/rule-card-content';
import { PRESET_IDS, presetRules, RULE_IDS } from '../../rules';
import { type AppState, AppStateContext } from '../../state/app-context';
import { setUpScreenTests } from '../screen-test-setup';
import { RulesScreen } from './RulesScreen';

let state: AppState;
setUpScreenTests(() => state);

beforeEach(() => {
  state = freshState();
});

function showRules(path: string) {
  history.replaceState(null, '', path);
  render(
    <AppStateContext.Provider value={state}>
      <LocationProvider>
        <Router>
          <Route path="/rules" component={RulesScreen} />
          <Route path="/game/:id/rules" component={RulesScreen} />
        </Router>
      </LocationProvider>
    </AppStateContext.Provider>,
  );
}

describe('RulesScreen - the rules as short sections', () => {
  it('shows every rule once, with its id, under the eight section headings', async () => {
    showRules('/rules');
    const sections = await screen.findAllByRole('region');
    expect(
      sections.map((section) => within(section).getByRole('heading', { level: 2 }).textContent),
    ).toEqual([
      'Before you start',
      'The trains',
      'A turn',
      'Drawing and passing',
      'Markers',
      'Doubles',
      'End of a round',
      'Scoring',
    ]);
    // Every rule the standard rules play; the house rules from other rule sets only once chosen.
    for (const id of RULE_IDS.filter((id) => isPlayed(id, presetRules('standard'))))
      expect(screen.getAllByText(`rule ${id}`)).toHaveLength(1);
    expect(screen.queryByText('rule train.own-first')).toBeNull();
  });

  it('words the rules of the chosen rule set', async () => {
    showRules('/rules');
    await screen.findByText(/your next tile must cover the double/);
    fireEvent.click(screen.getByRole('radio', { name: /^Classic/ }));
    await screen.findByText(/on the double or on any other train open to you/);
  });

  it("marks a game's house rules with a symbol and a word", async () => {
    const created = await createGame(state.db, [{ name: 'Ann' }, { name: 'Bob' }], {
      preset: 'standard',
      doubleBlank: 0,
    });
    if (!created.ok) throw new Error(created.problem);
    showRules(`/game/${created.value.id}/rules`);
    const rule = (await screen.findByRole('heading', { name: /The double blank/ })).closest(
      'article',
    );
    expect(rule?.textContent).toMatch(/★\sHouse rule/);
    expect(rule?.textContent).toContain('The double blank left in your hand counts 0 points.');
    expect(screen.getAllByText('House rule')).toHaveLength(1);
  });

  it('reads in the same order under the same headings as the full rule card, for every rule set', async () => {
    const en = await loadTranslator('en');
    showRules('/rules');
    await screen.findAllByRole('region');
    for (const preset of PRESET_IDS) {
      fireEvent.click(
        screen.getByRole('radio', { name: new RegExp(`^${en(`game.presets.${preset}.name`)}`) }),
      );
      const card = ruleCardContent({ kind: 'full', rules: presetRules(preset) }, en);
      const onScreen = screen.getAllByRole('region').map((section) => [
        within(section).getByRole('heading', { level: 2 }).textContent,
        within(section)
          .queryAllByRole('heading', { level: 3 })
          .map((title) => title.textContent),
      ]);
      expect(onScreen).toEqual(
        card.sections.map((section) => [
          section.heading,
          section.paragraphs.map((paragraph) => paragraph.title),
        ]),
      );
    }
  });
});
