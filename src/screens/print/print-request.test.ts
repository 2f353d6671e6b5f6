import { describe, expect, it } from 'vitest';
import { presetRules } from '../../rules';
import * as request from './print-request';

describe('papersFor and paperFor - what each printable comes on', () => {
  it('puts cards on any paper and scoresheets on whole sheets only', () => {
    expect(request.papersFor('quick')).toEqual(['letter', 'a4', 'a6', 'index']);
    expect(request.papersFor('blank')).toEqual(['letter', 'a4']);
    expect(request.papersFor('game')).toEqual(['letter', 'a4']);
  });

  it('keeps a card paper for cards, and falls back to the likely sheet for a scoresheet', () => {
    expect(request.paperFor('tips', 'index', 'a4')).toBe('index');
    expect(request.paperFor('blank', 'index', 'a4')).toBe('a4');
    expect(request.paperFor('blank', 'letter', 'a4')).toBe('letter');
  });
});

describe('likelyPaper - the sheet in the printer, from the browser languages', () => {
  it.each([
    [['en-US'], 'letter'],
    [['fr-CA', 'en'], 'letter'],
    [['es-MX'], 'letter'],
    [['en-GB'], 'a4'],
    [['fr-FR'], 'a4'],
    [['ru'], 'a4'],
    [['zh-CN'], 'a4'],
    [['en'], 'letter'],
    [['not a tag!', 'de-DE'], 'a4'],
    [[], 'a4'],
  ] as const)('%j gives %s', (languages, paper) => {
    expect(request.likelyPaper(languages)).toBe(paper);
  });
});

describe('sheetRules - the rows of a blank sheet', () => {
  const standard = presetRules('standard');

  it("follows the rules' own set and rounds when nothing else is chosen", () => {
    expect(request.sheetRules({ ...standard, rounds: 7 }, null, null)).toMatchObject({
      set: 12,
      rounds: 7,
    });
  });

  it('gives a set chosen on the screen its full countdown', () => {
    expect(request.sheetRules({ ...standard, rounds: 7 }, 9, null)).toMatchObject({
      set: 9,
      rounds: 10,
    });
  });

  it('takes fewer rounds when asked, but never more than the set has', () => {
    expect(request.sheetRules(standard, 6, 4)).toMatchObject({ set: 6, rounds: 4 });
    expect(request.sheetRules(standard, 6, 13)).toMatchObject({ set: 6, rounds: 7 });
  });

  it("drops a hand size the smaller set could not deal, rather than the person's choice", () => {
    expect(request.sheetRules({ ...standard, handSize: 15 }, 6, null)).toMatchObject({
      set: 6,
      handSize: null,
    });
  });
});

describe('sheetPlayers - names to print, or room to write them', () => {
  it('is a count when no name is typed', () => {
    expect(request.sheetPlayers(5, ['', '  ', '', '', '', 'Left over'])).toBe(5);
  });

  it('is one name per seat, blank ones left to write, once any is typed', () => {
    expect(request.sheetPlayers(3, [' Ann ', '', 'Zoë', 'Max'])).toEqual(['Ann', '', 'Zoë']);
  });
});

describe('pdfFileName', () => {
  it('says what, on what paper, in which language, and a game by its day', () => {
    const day = new Date(2026, 10, 29, 20, 30);
    expect(request.pdfFileName('quick', { paper: 'a6', language: 'fr', day })).toBe(
      'mexican-train-quick-reference-a6-fr.pdf',
    );
    expect(request.pdfFileName('game', { paper: 'letter', language: 'en', day })).toBe(
      'mexican-train-game-2026-11-29-letter-en.pdf',
    );
  });
});
