import { describe, expect, it } from 'vitest';
import { expectNoProblems, openApp } from './harness';

/**
 * A family whose table plays two house rules from other rule sets chooses them on the new game
 * screen, then meets them where they decide: a dispute about starting the Mexican train, and
 * the scores of a blocked round.
 */
describe('house rules from other rule sets - chosen, then deciding', () => {
  it('"Mexican train last" answers a dispute, and "lowest hand scores 0" scores a blocked round', async () => {
    const app = await openApp({ path: '/new' });
    const { page } = app;
    await page.getByRole('heading', { level: 1, name: 'New game' }).waitFor();
    await page.getByLabel('Name of player 1').fill('Ann');
    await page.getByLabel('Name of player 2').fill('Bob');
    await page.getByText('House rules', { exact: true }).click();
    await page.getByRole('radio', { name: "Only once every player's train has a tile." }).check();
    await page.getByRole('radio', { name: 'No: the lowest hand scores 0.' }).check();
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.getByRole('heading', { level: 1, name: 'Round 1 of 13' }).waitFor();

    // Ann wants to start the Mexican train while Bob's train is still empty.
    await page.getByRole('link', { name: 'Can I play this?' }).click();
    await page.getByRole('radio', { name: 'Ann', exact: true }).check();
    await page.getByRole('radio', { name: '12', exact: true }).click();
    await page.getByRole('button', { name: /twelve–three/ }).click();
    await page.getByRole('radio', { name: 'Mexican train' }).check();
    await page.getByRole('radio', { name: 'No tile on it yet' }).click();
    const others = page.getByRole('group', {
      name: "Does every other player's train have a tile yet?",
    });
    await others.getByRole('radio', { name: 'No' }).check();
    const answer = page.getByRole('region', { name: 'The answer' });
    await answer
      .getByText(
        "House rule: nobody may start the Mexican train until every player's train has a tile.",
      )
      .waitFor();
    await answer.getByText('When may someone start the Mexican train?').waitFor();
    // Once every train has a tile, the same tile may start it.
    await others.getByRole('radio', { name: 'Yes' }).check();
    await answer
      .getByText(/^\W*Yes$/)
      .first()
      .waitFor();

    // The round ends blocked: Ann holds 9 pips, Bob 30. Ann's hand is the lowest and scores 0.
    await page.getByRole('link', { name: 'Back' }).click();
    await page.getByRole('link', { name: 'End the round' }).click();
    await page.getByRole('radio', { name: 'Nobody: the round is blocked' }).check();
    await page.getByLabel("Pips left in Ann's hand").fill('9');
    await page.getByLabel("Pips left in Bob's hand").fill('30');
    await page
      .getByText('Ann scores 0: house rule, the lowest hand in a blocked round scores 0.')
      .waitFor();
    // Ann's own card says what her hand scores, not the 9 pips typed; Bob's says his 30.
    const zero = 'This round: 0 points, the lowest hand in a blocked round (house rule)';
    const ann = page.getByRole('region', { name: 'Ann', exact: true });
    await ann.getByText(zero).waitFor();
    expect(await ann.getByText('This round: 9 points').count()).toBe(0);
    await page
      .getByRole('region', { name: 'Bob', exact: true })
      .getByText('This round: 30 points')
      .waitFor();
    await page.getByRole('button', { name: 'Save round 1' }).click();
    await page.getByRole('heading', { level: 1, name: 'Round 2 of 13' }).waitFor();
    await page.getByRole('link', { name: 'Scores' }).click();
    const row = page.getByRole('table', { name: 'Round by round' }).locator('tbody tr').first();
    const cells = await row.locator('td').allTextContents();
    expect(cells.map((text) => Number.parseInt(text, 10))).toEqual([0, 30]);

    // Changing the round later shows the 9 pips typed, still scored 0.
    await page.getByRole('link', { name: 'Change round 1' }).click();
    await page.getByRole('heading', { level: 1, name: 'Change round 1' }).waitFor();
    expect(await page.getByLabel("Pips left in Ann's hand").inputValue()).toBe('9');
    await ann.getByText(zero).waitFor();
    await expectNoProblems(app);
  });
});
