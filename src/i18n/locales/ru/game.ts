import type { Translation } from '../../messages';
import type { Messages } from '../../namespaces';

export default {
  words: {
    tile: 'Камень',
    train: 'Поезд',
    ownTrain: 'Персональный поезд',
    mexicanTrain: 'Мексиканский поезд',
    boneyard: 'Резерв',
    double: 'Дубль',
    engine: 'Стартовый дубль',
    marker: 'Маркер',
    draw: 'Взять камень из резерва',
    pass: 'Пропустить ход',
    round: 'Раунд',
    pips: 'Очки',
    points: 'Очки',
    total: 'Итого',
    score: 'Счёт',
    player: 'Игрок',
  },
  trainName: {
    own: 'ваш поезд',
    mexican: 'мексиканский поезд',
    player: 'поезд игрока {name}',
  },
  trainLabel: {
    mexican: 'Мексиканский поезд',
    player: 'Поезд игрока {name}',
  },
  marker: {
    open: '⚑ Открыт',
    closed: 'Закрыт',
    toggle: 'Маркер на поезде игрока {name}',
  },
  round: {
    ofTotal: 'Раунд {round} из {rounds}',
    engine: 'Стартовый дубль: {tile}',
    firstPlayer: 'Начинает {name}.',
  },
  count: {
    tiles: {
      one: '{count} камень',
      few: '{count} камня',
      many: '{count} камней',
      other: '{count} камня',
    },
    pips: {
      one: '{count} очко',
      few: '{count} очка',
      many: '{count} очков',
      other: '{count} очка',
    },
    points: {
      one: '{count} очко',
      few: '{count} очка',
      many: '{count} очков',
      other: '{count} очка',
    },
    rounds: {
      one: '{count} раунд',
      few: '{count} раунда',
      many: '{count} раундов',
      other: '{count} раунда',
    },
    players: {
      one: '{count} игрок',
      few: '{count} игрока',
      many: '{count} игроков',
      other: '{count} игрока',
    },
  },
  result: {
    wentOut: '{name}: все камни выложены.',
    blocked: 'Раунд заблокирован: никто не может сходить.',
    leader: {
      one: 'Лидер: {names}',
      few: 'Лидеры: {names}',
      many: 'Лидеры: {names}',
      other: 'Лидеры: {names}',
    },
    winners: {
      one: 'Победитель: {names}!',
      few: 'Победители: {names}!',
      many: 'Победители: {names}!',
      other: 'Победители: {names}!',
    },
  },
  players: {
    defaultName: 'Игрок {number}',
    namePlaceholder: 'Имя',
  },
  presets: {
    standard: {
      name: 'Стандартные правила',
      description:
        'Обычные семейные правила: домино 12×12, каждый дубль закрывают сразу, 13 раундов.',
    },
    classic: {
      name: 'Классические правила',
      description:
        'Домино 12×12. После дубля можно ходить на любой открытый поезд. Стартовый дубль откладывают до раздачи.',
    },
    russian: {
      name: 'Русские правила',
      description:
        'Домино 12×12. Дубль даёт ещё один ход. Когда резерв пуст, незакрытый дубль завершает раунд.',
    },
    'choo-choo-sixes': {
      name: 'Чух-чух 6×6',
      description: 'Два игрока, домино 6×6, по 5 камней, 7 раундов, без маркеров.',
    },
  },
  options: {
    set: {
      question: 'Какой набор домино?',
      answers: {
        one: 'Домино {set}×{set}: {count} камень',
        few: 'Домино {set}×{set}: {count} камня',
        many: 'Домино {set}×{set}: {count} камней',
        other: 'Домино {set}×{set}: {count} камня',
      },
    },
    handSize: {
      question: 'Сколько камней берёт каждый игрок?',
      answers: {
        preset: 'Как в выбранных правилах',
        count: {
          one: 'Каждому — {count} камень',
          few: 'Каждому — {count} камня',
          many: 'Каждому — {count} камней',
          other: 'Каждому — {count} камня',
        },
      },
    },
    rounds: {
      question: 'Сколько длится игра?',
      answers: {
        full: {
          one: 'Полная игра: {count} раунд',
          few: 'Полная игра: {count} раунда',
          many: 'Полная игра: {count} раундов',
          other: 'Полная игра: {count} раунда',
        },
        short: {
          one: 'Короткая игра: {count} раунд',
          few: 'Короткая игра: {count} раунда',
          many: 'Короткая игра: {count} раундов',
          other: 'Короткая игра: {count} раунда',
        },
      },
    },
    afterDouble: {
      question: 'Вы выложили дубль. Куда идёт следующий камень?',
      answers: {
        cover: 'На дубль: его нужно закрыть сразу.',
        any: 'На дубль или на любой другой открытый вам поезд.',
      },
    },
    closeOrder: {
      question: 'Незакрытых дублей несколько. Какой закрывать первым?',
      answers: {
        played: 'Тот, что выложен первым.',
        reverse: 'Тот, что выложен последним.',
      },
    },
    uncoverableReleases: {
      question:
        'Дубль уже нельзя закрыть: все камни с его числом выложены. Его всё равно нужно ждать?',
      answers: {
        false: 'Да, его всё равно ждут.',
        true: 'Нет, игра идёт как обычно.',
      },
    },
    finalDoubleMustBeCovered: {
      question: 'Можно ли закончить раунд дублем?',
      answers: {
        false: 'Да, дубль может быть последним камнем.',
        true: 'Только когда его кто-нибудь закроет.',
      },
    },
    emptyBoneyardEndsOnDouble: {
      question: 'Резерв пуст, а дубль всё ещё не закрыт. Что дальше?',
      answers: {
        false: 'Игра идёт, пока кто-нибудь не закроет дубль или никто не сможет сходить.',
        true: 'Раунд заканчивается, как только кто-то пропустит ход, и очки подсчитываются.',
      },
    },
    markers: {
      question: 'Играете с маркерами?',
      answers: {
        true: 'Да: кто не может сходить, ставит маркер на свой поезд, и тогда на него могут ходить все.',
        false: 'Нет: ходят только на свой поезд и на мексиканский.',
      },
    },
    doubleBlank: {
      question: 'Сколько стоит пустой дубль в конце раунда?',
      answers: {
        '50': '50 очков.',
        '0': 'Ничего: 0 очков.',
      },
    },
    engineMissing: {
      question: 'Ни у кого нет стартового дубля. Что делать?',
      answers: {
        'draw-in-turn':
          'Игроки по очереди берут по камню из резерва, пока кто-нибудь его не вытянет.',
        'dig-out': 'Достать его из резерва.',
        'set-aside': 'Так не бывает: стартовый дубль откладывают до раздачи.',
      },
    },
    firstPlayer: {
      question: 'Кто ходит первым в раунде?',
      answers: {
        'left-of-engine': 'Игрок слева от того, кто выложил стартовый дубль.',
        'round-winner':
          'Победитель прошлого раунда. В первом раунде — игрок с самым большим дублем.',
        'highest-double': 'Игрок с самым большим дублем.',
        chosen: 'Решаете сами.',
      },
    },
    mexicanNeedsOwnTrain: {
      question: 'Можно ли ходить на мексиканский поезд, пока свой поезд не начат?',
      answers: {
        false: 'Да.',
        true: 'Нет: сначала нужно начать свой поезд.',
      },
    },
  },
  tile: {
    double: 'дубль {number}',
    doubleBlank: 'пустой дубль',
    pair: '{first}–{second}',
    numbers: {
      '0': 'пусто',
      '1': 'один',
      '2': 'два',
      '3': 'три',
      '4': 'четыре',
      '5': 'пять',
      '6': 'шесть',
      '7': 'семь',
      '8': 'восемь',
      '9': 'девять',
      '10': 'десять',
      '11': 'одиннадцать',
      '12': 'двенадцать',
      '13': 'тринадцать',
      '14': 'четырнадцать',
      '15': 'пятнадцать',
      '16': 'шестнадцать',
      '17': 'семнадцать',
      '18': 'восемнадцать',
    },
  },
} satisfies Translation<Messages['game'], 'ru'>;
