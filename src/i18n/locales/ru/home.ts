import type { Translation } from '../../messages';
import type { Messages } from '../../namespaces';

export default {
  continueGame: 'Продолжить игру',
  continueDetail: 'Раунд {round} из {rounds} · {players}',
  newGame: 'Новая игра',
  pastGames: 'Прошлые игры',
  rules: 'Правила и «Можно так сходить?»',
  print: 'Печать карточек с правилами и листов для счёта',
  settings: 'Настройки и резервная копия',
  loading: 'Открываем ваши игры…',
  storageFailed:
    'Игры, сохранённые на этом телефоне, сейчас не открываются. Ничего не удалено. Закройте приложение и откройте его снова.',
} satisfies Translation<Messages['home'], 'ru'>;
