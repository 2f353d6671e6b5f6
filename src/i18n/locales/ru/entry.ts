import type { Translation } from '../../messages';
import type { Messages } from '../../namespaces';

export default {
  how: {
    photo: 'Снять фото',
  },
  photograph: 'Снять на фото',
  history: {
    fromPhoto: '{line}; по фотографии: {names}',
  },
  fromPhoto: 'Подсчитано по фотографии.',
  lowestInBlock:
    'За этот раунд: 0 очков — меньше всех очков на руках в заблокированном раунде (домашнее правило)',
} satisfies Translation<Messages['entry'], 'ru'>;
