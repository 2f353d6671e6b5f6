import { describe, expect, it } from 'vitest';
import { MAX_PLAYERS, MIN_PLAYERS } from './limits';
import * as print from './print-form';

const start = { gameFirst: false, paper: 'a4', language: 'en' } as const;

describe('printForm - the print form as it opens', () => {
  it('without a game: the quick reference, the standard rules, four columns, no names', () => {
    expect(print.printForm({ ...start, gamePlayers: null })).toEqual({
      what: 'quick',
      paper: 'a4',
      language: 'en',
      rules: 'standard',
      set: null,
      rounds: null,
      players: 4,
      names: Array(MAX_PLAYERS).fill(''),
    });
  });

  it("with a game: the game's rules and its number of players; its sheet first from the game", () => {
    expect(print.printForm({ ...start, gamePlayers: 6 })).toMatchObject({
      what: 'quick',
      rules: 'game',
      players: 6,
    });
    expect(print.printForm({ ...start, gamePlayers: 6, gameFirst: true }).what).toBe('game');
  });
});

describe('the choices - each changes what it says, and what depends on it', () => {
  const form = print.printForm({ ...start, gamePlayers: null });

  it('changes what is printed, the paper and the language, and nothing else', () => {
    expect(print.chooseWhat(form, 'blank')).toEqual({ ...form, what: 'blank' });
    expect(print.choosePaper(form, 'index')).toEqual({ ...form, paper: 'index' });
    expect(print.chooseLanguage(form, 'zh')).toEqual({ ...form, language: 'zh' });
  });

  it('lets go of a set and rounds chosen when other rules are chosen', () => {
    const chosen = print.chooseRounds(print.chooseSheetSet(form, 9), 4);
    expect(chosen).toMatchObject({ set: 9, rounds: 4 });
    expect(print.chooseRules(chosen, 'russian')).toMatchObject({
      rules: 'russian',
      set: null,
      rounds: null,
    });
  });

  it('gives a set chosen its full countdown again', () => {
    expect(print.chooseSheetSet(print.chooseRounds(form, 4), 6)).toMatchObject({
      set: 6,
      rounds: null,
    });
  });

  it('keeps a sheet between 2 and 12 columns, and the names typed for seats hidden', () => {
    const named = print.renameSheetSeat(print.renameSheetSeat(form, 0, 'Ann'), 3, 'Dee');
    expect(named.names.slice(0, 4)).toEqual(['Ann', '', '', 'Dee']);
    const fewer = print.choosePlayers(named, 2);
    expect(fewer.players).toBe(2);
    expect(print.choosePlayers(fewer, 4).names.slice(0, 4)).toEqual(['Ann', '', '', 'Dee']);
    expect(print.choosePlayers(form, MIN_PLAYERS - 1).players).toBe(MIN_PLAYERS);
    expect(print.choosePlayers(form, MAX_PLAYERS + 1).players).toBe(MAX_PLAYERS);
  });
});
