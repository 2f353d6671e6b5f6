import type { Params } from './format';

const DE_BEFORE_PLACEHOLDER = /\bde \{(\w+)\}/g;
// Names starting with h take the elision too ("d'Hélène", "d'Henri"): few names have an aspirated h.
const VOWEL_SOUND = /^[aeiouyhàâäéèêëîïôöùûüœæ]/i;

/**
 * French writes "le train d'Anne", never "de Anne": before a name filled in after "de" that
 * starts with a vowel sound, the message takes the elided form. Runs on the message before
 * its placeholders are filled, so translators still write "le train de {name}".
 */
export function elideFrench(message: string, params: Params): string {
  return message.replace(DE_BEFORE_PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    return typeof value === 'string' && VOWEL_SOUND.test(value) ? `d'{${name}}` : whole;
  });
}
