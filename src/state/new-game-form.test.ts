import { describe, expect, it } from 'vitest';
import { resolveRules } from '../rules';
import { MAX_PLAYERS } from './limits';
import {
  addSeat,
  chooseLength,
  chooseOption,
  choosePreset,
  chooseSet,
  chosenRounds,
  formProblems,
  gameInput,
  houseRuleCount,
  moveSeat,
  type NewGameForm,
  newGameForm,
  removeSeat,
  renameSeat,
  restoreSeat,
  seatPlayers,
  setsOffered,
} from './new-game-form';

const defaultName = (n: number) => `Player ${n}`;

function named(...names: string[]): NewGameForm {
  let form = newGameForm();
  while (form.seats.length < names.length) form = addSeat(form);
  names.forEach((name, i) => {
    form = renameSeat(form, i, name);
  });
  return form;
}

const namesOf = (form: NewGameForm) => form.seats.map((seat) => seat.name);

describe('players - 2 to 12, in seat order', () => {
  it('starts with two empty seats', () => {
    expect(namesOf(newGameForm())).toEqual(['', '']);
  });

  it('never has fewer than 2 or more than 12 seats', () => {
    expect(removeSeat(newGameForm(), 0).seats).toHaveLength(2);
    let form = newGameForm();
    for (let i = 0; i < 20; i++) form = addSeat(form);
    expect(form.seats).toHaveLength(MAX_PLAYERS);
  });

  it('moves a player up or down one seat, and not past either end', () => {
    const form = named('Ann', 'Bob', 'Cy');
    expect(namesOf(moveSeat(form, 2, -1))).toEqual(['Ann', 'Cy', 'Bob']);
    expect(namesOf(moveSeat(form, 0, 1))).toEqual(['Bob', 'Ann', 'Cy']);
    expect(namesOf(moveSeat(form, 0, -1))).toEqual(['Ann', 'Bob', 'Cy']);
    expect(namesOf(moveSeat(form, 2, 1))).toEqual(['Ann', 'Bob', 'Cy']);
  });

  it('puts a removed player back in their seat', () => {
    const form = named('Ann', 'Bob', 'Cy');
    const bob = form.seats[1];
    if (!bob) expect.fail('Bob has a seat');
    expect(namesOf(restoreSeat(removeSeat(form, 1), bob, 1))).toEqual(['Ann', 'Bob', 'Cy']);
  });

  it('seats the players of last time with their ids', () => {
    const form = seatPlayers(newGameForm(), [
      { id: 'a', name: 'Бабушка' },
      { id: 'b', name: '王芳' },
      { id: 'c', name: 'Zoë 🎲' },
    ]);
    expect(form.seats.map(({ id, name }) => ({ id, name }))).toEqual([
      { id: 'a', name: 'Бабушка' },
      { id: 'b', name: '王芳' },
      { id: 'c', name: 'Zoë 🎲' },
    ]);
  });
});

describe('names - empty becomes "Player n"; two alike are refused', () => {
  it('an empty or blank name takes its seat number', () => {
    const input = gameInput(named('Ann', '  ', 'Cy'), defaultName);
    expect(input?.players.map((p) => p.name)).toEqual(['Ann', 'Player 2', 'Cy']);
  });

  it('names are stored without the spaces around them', () => {
    expect(gameInput(named(' Ann ', 'Bob'), defaultName)?.players[0]?.name).toBe('Ann');
  });

  it('two players by the same name (any case) stop the game from starting', () => {
    const form = named('Ann', 'ann', 'Bob');
    expect(formProblems(form, defaultName)).toEqual([{ kind: 'duplicate-name', name: 'ann' }]);
    expect(gameInput(form, defaultName)).toBeNull();
  });

  it('a typed "Player 2" clashing with an empty seat 2 is refused too', () => {
    expect(formProblems(named('Player 2', ''), defaultName)).toEqual([
      { kind: 'duplicate-name', name: 'Player 2' },
    ]);
  });
});

describe('the set follows the number of players (rule set.players)', () => {
  it('2-4 players: double-12, or double-9', () => {
    expect(setsOffered(4, 'standard')).toEqual([12, 9]);
  });

  it('5-8 players: double-12 only', () => {
    expect(setsOffered(8, 'standard')).toEqual([12]);
  });

  it('9-12 players: double-15 or double-18, and the game moves to the double-15', () => {
    let form = newGameForm();
    for (let i = 0; i < 7; i++) form = addSeat(form);
    expect(form.set).toBe(15);
    expect(setsOffered(9, 'standard')).toEqual([15, 18]);
    expect(chosenRounds(form)).toBe(16);
  });

  it('back to 8 players, a double-15 game goes back to the double-12', () => {
    let form = newGameForm();
    for (let i = 0; i < 7; i++) form = addSeat(form);
    expect(removeSeat(form, 0).set).toBe(12);
  });

  it('Choo Choo Sixes offers its double-6 first to a small table', () => {
    expect(setsOffered(2, 'choo-choo-sixes')).toEqual([6, 12, 9]);
    expect(choosePreset(newGameForm(), 'choo-choo-sixes').set).toBe(6);
  });
});

describe('length - full countdown, short game or a chosen number', () => {
  it('a full double-12 game is 13 rounds, a short one 7', () => {
    const form = newGameForm();
    expect(chosenRounds(form)).toBe(13);
    expect(chosenRounds(chooseLength(form, 'short'))).toBe(7);
  });

  it('a chosen number from 1 to the full game', () => {
    const form = newGameForm();
    expect(chosenRounds(chooseLength(form, 'custom', '5'))).toBe(5);
    expect(chosenRounds(chooseLength(form, 'custom', '14'))).toBeNull();
    expect(chosenRounds(chooseLength(form, 'custom', '0'))).toBeNull();
    expect(chosenRounds(chooseLength(form, 'custom', 'ten'))).toBeNull();
    expect(formProblems(chooseLength(form, 'custom', '14'), defaultName)).toEqual([
      { kind: 'rounds', max: 13 },
    ]);
  });

  it('a double-9 game is 10 rounds in full', () => {
    expect(chosenRounds(chooseSet(newGameForm(), 9))).toBe(10);
  });
});

describe('rule set and house rules', () => {
  it('a rule set brings its own house rules', () => {
    const form = choosePreset(newGameForm(), 'classic');
    expect(form.options.firstPlayer).toBe('chosen');
    expect(houseRuleCount(form)).toBe(0);
  });

  it('counts the house rules changed from the rule set, and a new rule set resets them', () => {
    const form = chooseOption(newGameForm(), 'doubleBlank', 0);
    expect(houseRuleCount(form)).toBe(1);
    expect(houseRuleCount(choosePreset(form, 'standard'))).toBe(0);
  });

  it('gives createGame rules that resolve to what was chosen', () => {
    const form = chooseLength(chooseOption(named('Ann', 'Bob'), 'doubleBlank', 0), 'short');
    const input = gameInput(form, defaultName);
    const resolved = resolveRules(input?.rules);
    expect(resolved.ok && resolved.rules).toMatchObject({
      preset: 'standard',
      set: 12,
      rounds: 7,
      doubleBlank: 0,
    });
  });
});
