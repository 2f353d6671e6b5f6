import type { Translation } from '../../messages';
import type { Messages } from '../../namespaces';

export default {
  number: 'Нажмите одно из двух чисел на камне',
  pick: 'Затем нажмите на камень',
  waiting: 'Затем нажмите на нужный камень среди тех, что появятся здесь.',
  hand: 'На руках: нажмите на камень, чтобы убрать его',
  refused: 'Нельзя: {why}.',
} satisfies Translation<Messages['tileKeypad'], 'ru'>;
