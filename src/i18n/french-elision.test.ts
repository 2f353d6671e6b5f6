import { describe, expect, it } from 'vitest';
import { elideFrench } from './french-elision';
import { loadTranslator } from './load-messages';
import { trainName } from './train-name';

describe('elideFrench', () => {
  it('writes d’ before a name starting with a vowel sound, de before the others', () => {
    expect(elideFrench('le train de {name}', { name: 'Anne' })).toBe("le train d'{name}");
    expect(elideFrench('le train de {name}', { name: 'Hélène' })).toBe("le train d'{name}");
    expect(elideFrench('le train de {name}', { name: 'Bob' })).toBe('le train de {name}');
    expect(elideFrench('garde {name}', { name: 'Anne' })).toBe('garde {name}');
  });

  it('shapes French train names, and only French ones', async () => {
    const fr = await loadTranslator('fr');
    expect(trainName(0, 1, ['Émile'], fr)).toBe("le train d'Émile");
    expect(trainName(0, 1, ['Paul'], fr)).toBe('le train de Paul');
    const en = await loadTranslator('en');
    expect(trainName(0, 1, ['Émile'], en)).toBe("Émile's train");
  });
});
