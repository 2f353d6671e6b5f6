import type { Translation } from '../../messages';
import type { Messages } from '../../namespaces';

export default {
  title: 'Печать',
  what: {
    legend: 'Что напечатать',
    quick: { label: 'Памятка', hint: 'Правила, которые нужны на каждом ходу.' },
    full: { label: 'Все правила', hint: 'Каждое правило, чтобы разрешить спор.' },
    tips: { label: 'Советы игроку', hint: 'Советы опытных игроков.' },
    blank: { label: 'Пустая таблица очков', hint: 'Чтобы вести счёт на бумаге.' },
    game: { label: 'Таблица очков этой игры', hint: 'Имена и все очки на данный момент.' },
  },
  paper: {
    legend: 'Бумага',
    index: 'Карточка 7,6\u00a0×\u00a012,7\u00a0см (3\u00a0×\u00a05\u00a0дюймов)',
    a6: 'Карточка A6',
    letter: 'Letter (США)',
    a4: 'A4',
  },
  language: 'Язык распечатки',
  rules: {
    legend: 'Какие правила',
    game: 'Правила этой игры',
  },
  players: {
    legend: 'Игроки',
    count: {
      one: '{count} игрок',
      few: '{count} игрока',
      many: '{count} игроков',
      other: '{count} игрока',
    },
    fewer: 'На одного игрока меньше',
    more: 'На одного игрока больше',
    namesHint: 'Впишите имена, чтобы их напечатать, или оставьте пустыми и впишите от руки.',
    name: 'Имя игрока {number}',
  },
  make: 'Сделать PDF',
  making: 'Делаем PDF…',
  shared: 'PDF передан в другое приложение.',
  downloaded: 'PDF {file} сохранён. Откройте его в загрузках, чтобы напечатать.',
  failed: 'Не удалось сделать PDF. Ничего не потеряно: попробуйте ещё раз.',
  noGame: 'Этой игры нет на этом телефоне.',
} satisfies Translation<Messages['printing'], 'ru'>;
