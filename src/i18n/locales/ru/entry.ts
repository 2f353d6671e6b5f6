import type { Translation } from '../../messages';
import type { Messages } from '../../namespaces';

export default {
  lowestInBlock:
    'За этот раунд: 0 очков — самая маленькая рука в заблокированном раунде (домашнее правило)',
} satisfies Translation<Messages['entry'], 'ru'>;
