// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { readContinueNote, writeContinueNote } from './continue-note';

afterEach(() => localStorage.clear());

describe('the note beside the database: what home shows before the database opens', () => {
  const note = { id: 'g1', round: 4, rounds: 13, players: ['Ann', '', 'Бабушка'] };

  it('is unknown until written, then reads back what was written, "nothing to continue" included', () => {
    expect(readContinueNote()).toBeUndefined();
    writeContinueNote(note);
    expect(readContinueNote()).toEqual(note);
    writeContinueNote(null);
    expect(readContinueNote()).toBeNull();
  });

  it('is unknown, not trusted, when what is stored is not a note', () => {
    for (const junk of ['{', '42', '{"id":"g1","round":"4","rounds":13,"players":[]}', '[]']) {
      localStorage.setItem('mexican-train.continue', junk);
      expect(readContinueNote()).toBeUndefined();
    }
  });
});
