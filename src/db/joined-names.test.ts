import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { exportBackup, importBackup } from './backup';
import type { AppDatabase } from './database';
import { addJoin, mergeJoined, nameKey, removeJoin, shownName } from './joined-names';
import { joinNames, separateName } from './mutations';
import { joinedNames } from './queries';
import { freshDatabase, unwrap } from './test-support';

describe('nameKey - one name however it was typed', () => {
  it('ignores spaces around it and case, in any script', () => {
    expect(nameKey('  Ann ')).toBe(nameKey('ANN'));
    expect(nameKey('Бабушка')).toBe(nameKey('БАБУШКА'));
    expect(nameKey('Ann')).not.toBe(nameKey('Anne'));
  });
});

describe('addJoin and removeJoin - two spellings of one person', () => {
  it('joins, keeping the first name as the one shown', () => {
    const joined = addJoin([], 'Grandma', 'Nana');
    expect(joined).toEqual([['Grandma', 'Nana']]);
    expect(shownName(joined, 'nana')).toBe('Grandma');
    expect(shownName(joined, 'Ben')).toBe('Ben');
  });

  it('joining a name already joined brings its whole list along', () => {
    const joined = addJoin(
      addJoin(addJoin([], 'Grandma', 'Nana'), 'Gran', 'Granny'),
      'nana',
      'gran',
    );
    expect(joined).toEqual([['Grandma', 'Nana', 'Gran', 'Granny']]);
  });

  it('joining two names already together changes nothing', () => {
    const joined = addJoin([], 'Grandma', 'Nana');
    expect(addJoin(joined, 'NANA', 'grandma')).toBe(joined);
  });

  it('separating a name leaves the others joined, and a lone name is no list', () => {
    const three = addJoin(addJoin([], 'Grandma', 'Nana'), 'Grandma', 'Gran');
    expect(removeJoin(three, 'nana')).toEqual([['Grandma', 'Gran']]);
    expect(removeJoin(removeJoin(three, 'Nana'), 'Gran')).toEqual([]);
  });

  it('merges another phone’s joins into these', () => {
    expect(
      mergeJoined(
        [['Grandma', 'Nana']],
        [
          ['nana', 'Gran'],
          ['Bob', 'Robert'],
        ],
      ),
    ).toEqual([
      ['Grandma', 'Nana', 'Gran'],
      ['Bob', 'Robert'],
    ]);
  });
});

describe('joinNames and separateName - stored at once, checked first', () => {
  const opened: AppDatabase[] = [];
  afterEach(async () => {
    for (const db of opened.splice(0)) await db.delete();
  });
  const fresh = () => {
    const db = freshDatabase();
    opened.push(db);
    return db;
  };

  it('stores a join and a separation', async () => {
    const db = fresh();
    expect(await joinedNames(db)).toEqual([]);
    unwrap(await joinNames(db, 'Grandma', ' Nana '));
    expect(await joinedNames(db)).toEqual([['Grandma', 'Nana']]);
    unwrap(await separateName(db, 'Nana'));
    expect(await joinedNames(db)).toEqual([]);
  });

  it('refuses a name joined to itself or a blank one, storing nothing', async () => {
    const db = fresh();
    expect(await joinNames(db, 'Ann', ' ann')).toMatchObject({ ok: false, error: 'invalid' });
    expect(await joinNames(db, 'Ann', '  ')).toMatchObject({ ok: false, error: 'invalid' });
    expect(await joinedNames(db)).toEqual([]);
  });

  it('travel in the backup and join those on the other phone', async () => {
    const db = fresh();
    const other = fresh();
    unwrap(await joinNames(db, 'Grandma', 'Nana'));
    unwrap(await joinNames(other, 'Bob', 'Robert'));
    const text = unwrap(await exportBackup(db));
    expect(JSON.parse(text).joinedNames).toEqual([['Grandma', 'Nana']]);
    unwrap(await importBackup(other, text));
    expect(await joinedNames(other)).toEqual([
      ['Bob', 'Robert'],
      ['Grandma', 'Nana'],
    ]);
  });
});
