// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RoundDraft } from '../../db/model';
import { gameRecord, roundDraft } from '../../db/test-support';
import { setLocale } from '../../i18n';
import type { PhotoReading } from '../../photo';
import { presetRules } from '../../rules';
import { type DraftForm, localDraftForm } from '../../state/draft-form';
import { countedPhoto, fakeCountingWorker } from './photo-test-support';
import { RoundEntryForm } from './RoundEntryForm';

/** Every photo shows 23 pips on 2 tiles. */
const twentyThree: PhotoReading = {
  width: 800,
  height: 100,
  pips: Array.from({ length: 23 }, (_, i) => ({ x: 10 + i * 30, y: 50, r: 5 })),
  tiles: [
    { corners: [], halves: [8, 8], pips: 16 },
    { corners: [], halves: [0, 7], pips: 7 },
  ],
  total: 23,
  faces: null,
  blankTiles: [],
  problem: null,
};

beforeAll(async () => {
  await setLocale('en');
  fakeCountingWorker(() => [{ kind: 'done', result: twentyThree, photo: countedPhoto }]);
});

afterEach(cleanup);

const game = gameRecord({
  players: [
    { id: 'a', name: 'Ann' },
    { id: 'b', name: 'Bob' },
    { id: 'c', name: 'Cy' },
  ],
  rules: { ...presetRules('standard'), blockedLowestScoresZero: true },
});

/** The form on a draft kept on screen; `shown` receives the form to read the draft it holds. */
function Form({ start, shown }: { start: RoundDraft; shown?: (form: DraftForm) => void }) {
  const [form] = useState(() => localDraftForm(game.rules, start));
  shown?.(form);
  return <RoundEntryForm game={game} form={form} showAll={false} />;
}

const blocked = roundDraft([null, null, null], { blocked: true });

const card = (name: string) => within(screen.getByRole('region', { name }));
const type = (name: string, value: string) =>
  fireEvent.input(screen.getByLabelText(`Pips left in ${name}'s hand`), { target: { value } });

describe('RoundEntryForm - each seat says what it scores this round', () => {
  it('under the house rule, the lowest hand of a blocked round says it scores 0, and why', () => {
    render(<Form start={blocked} />);
    type('Ann', '9');
    type('Bob', '4');
    // Not every hand is in yet: each card says its pips.
    expect(card('Bob').getByText('This round: 4 points')).toBeTruthy();
    type('Cy', '30');
    expect(
      card('Bob').getByText(
        'This round: 0 points, the lowest hand in a blocked round (house rule)',
      ),
    ).toBeTruthy();
    expect(card('Ann').getByText('This round: 9 points')).toBeTruthy();
    // What was typed stays as typed.
    expect(screen.getByLabelText<HTMLInputElement>("Pips left in Bob's hand").value).toBe('4');
    // Ann's hand becomes the lowest: her card says so, and Bob's scores its pips again.
    type('Ann', '2');
    expect(
      card('Ann').getByText(
        'This round: 0 points, the lowest hand in a blocked round (house rule)',
      ),
    ).toBeTruthy();
    expect(card('Bob').getByText('This round: 4 points')).toBeTruthy();
  });

  it('a tapped hand that is the lowest says so too', () => {
    render(
      <Form
        start={{
          ...blocked,
          entries: [
            { kind: 'typed', value: '9' },
            { kind: 'tiles', tiles: ['1-2'] },
            { kind: 'typed', value: '30' },
          ],
        }}
      />,
    );
    expect(card('Bob').getByText('1 tile tapped: 3 points')).toBeTruthy();
    expect(
      card('Bob').getByText(
        'This round: 0 points, the lowest hand in a blocked round (house rule)',
      ),
    ).toBeTruthy();
  });

  it('a hand counted from a photo scores the total confirmed, and says it came from a photo', async () => {
    let form: DraftForm | undefined;
    render(<Form start={blocked} shown={(shown) => (form = shown)} />);
    fireEvent.click(card('Bob').getByRole('radio', { name: 'Take a photo' }));
    fireEvent.change(card('Bob').getByLabelText('Photograph the tiles'), {
      target: { files: [new File(['x'], 'hand.jpg', { type: 'image/jpeg' })] },
    });
    await card('Bob').findByText('23 pips found on 2 tiles');
    // Nothing counts before the confirming tap.
    expect(form?.draft.value.entries[1]).toEqual({ kind: 'photo', value: null });
    fireEvent.click(card('Bob').getByRole('button', { name: 'Use 23' }));
    expect(form?.draft.value.entries[1]).toEqual({ kind: 'photo', value: 23 });
    expect(card('Bob').getByText('Counted from a photo.')).toBeTruthy();
    expect(card('Bob').getByText('This round: 23 points')).toBeTruthy();
    // Typing instead keeps the count as a number to correct.
    fireEvent.click(card('Bob').getByRole('radio', { name: 'Type the total' }));
    expect(screen.getByLabelText<HTMLInputElement>("Pips left in Bob's hand").value).toBe('23');
  });

  it('keeps the photo and the tiles fixed on it while another way of counting is tried', async () => {
    render(<Form start={blocked} />);
    fireEvent.click(card('Bob').getByRole('radio', { name: 'Take a photo' }));
    fireEvent.change(card('Bob').getByLabelText('Photograph the tiles'), {
      target: { files: [new File(['x'], 'hand.jpg', { type: 'image/jpeg' })] },
    });
    await card('Bob').findByText('23 pips found on 2 tiles');
    fireEvent.click(card('Bob').getByRole('button', { name: 'blank–seven' }));
    fireEvent.click(card('Bob').getByRole('button', { name: 'blank–eight' }));
    expect(card('Bob').getByRole('button', { name: 'Use 24' })).toBeTruthy();
    fireEvent.click(card('Bob').getByRole('radio', { name: 'Type the total' }));
    expect(card('Bob').queryByRole('button', { name: 'Use 24' })).toBeNull();
    fireEvent.click(card('Bob').getByRole('radio', { name: 'Take a photo' }));
    expect(card('Bob').getByRole('button', { name: 'Use 24' })).toBeTruthy();
  });
});
