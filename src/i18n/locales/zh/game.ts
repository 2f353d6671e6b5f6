import type { Translation } from '../../messages';
import type { Messages } from '../../namespaces';

export default {
  words: {
    tile: '牌',
    train: '火车',
    ownTrain: '个人火车',
    mexicanTrain: '墨西哥火车',
    boneyard: '骨牌堆',
    double: '双牌',
    engine: '起始双牌',
    marker: '标记',
    draw: '抽一张牌',
    pass: '过',
    round: '回合',
    pips: '点数',
    points: '分',
    total: '总分',
    score: '得分',
    player: '玩家',
  },
  trainName: {
    own: '你自己的火车',
    mexican: '墨西哥火车',
    player: '{name}的火车',
  },
  trainLabel: {
    mexican: '墨西哥火车',
    player: '{name}的火车',
  },
  marker: {
    open: '⚑ 开放',
    closed: '关闭',
    toggle: '{name}的火车上的标记',
  },
  round: {
    ofTotal: '第{round}回合，共{rounds}回合',
    engine: '起始双牌：{tile}',
    firstPlayer: '{name}先出牌。',
  },
  count: {
    tiles: { other: '{count}张牌' },
    pips: { other: '{count}点' },
    points: { other: '{count}分' },
    rounds: { other: '{count}个回合' },
    players: { other: '{count}位玩家' },
  },
  result: {
    wentOut: '{name}出完了所有的牌。',
    blocked: '本回合受阻：没有人能出牌。',
    leader: { other: '领先：{names}' },
    winners: { other: '获胜：{names}！' },
  },
  players: {
    defaultName: '玩家{number}',
    namePlaceholder: '名字',
  },
  presets: {
    standard: {
      name: '标准',
      description: '常见的家庭玩法：双12套，每张双牌都要马上盖住，共13个回合。',
    },
    classic: {
      name: '经典',
      description: '双12套。打出双牌后，可以在任何开放的火车上出牌。发牌前先把起始双牌放到一边。',
    },
    russian: {
      name: '俄式',
      description: '双12套。打出双牌可以再出一张。骨牌堆空了以后，没盖住的双牌会结束本回合。',
    },
    'choo-choo-sixes': {
      name: '小火车（双6）',
      description: '两位玩家，双6套，每人5张牌，共7个回合，不用标记。',
    },
  },
  options: {
    set: {
      question: '用哪一套多米诺骨牌？',
      answers: { other: '双{set}套：{count}张牌' },
    },
    handSize: {
      question: '每位玩家拿几张牌？',
      answers: {
        preset: '按所选的玩法',
        count: { other: '每人{count}张' },
      },
    },
    rounds: {
      question: '一局玩多久？',
      answers: {
        full: { other: '完整的一局：{count}个回合' },
        short: { other: '短局：{count}个回合' },
      },
    },
    afterDouble: {
      question: '打出双牌以后，下一张牌出在哪里？',
      answers: {
        cover: '出在这张双牌上：必须马上盖住它。',
        any: '出在这张双牌上，或者出在任何对你开放的火车上。',
      },
    },
    closeOrder: {
      question: '有几张双牌都在等着被盖住。先盖哪一张？',
      answers: {
        played: '最先打出的那张。',
        reverse: '最后打出的那张。',
      },
    },
    uncoverableReleases: {
      question: '有一张双牌再也盖不住了，因为带它数字的牌都已经出完。大家还要等它吗？',
      answers: {
        false: '要，大家仍然等它。',
        true: '不用，照常出牌。',
      },
    },
    finalDoubleMustBeCovered: {
      question: '最后一张牌可以是双牌吗？',
      answers: {
        false: '可以，双牌可以是最后一张牌。',
        true: '要等有人盖住它，才算出完。',
      },
    },
    emptyBoneyardEndsOnDouble: {
      question: '骨牌堆空了，还有一张双牌没盖住。怎么办？',
      answers: {
        false: '继续出牌，直到有人盖住它，或者谁都不能出牌。',
        true: '只要有人过，本回合就结束并计分。',
      },
    },
    markers: {
      question: '用不用标记？',
      answers: {
        true: '用：不能出牌的玩家在自己的火车上放一个标记，之后大家都可以在那列火车上出牌。',
        false: '不用：只能在自己的火车和墨西哥火车上出牌。',
      },
    },
    doubleBlank: {
      question: '回合结束时，双空算几分？',
      answers: {
        '50': '50分。',
        '0': '不算分：0分。',
      },
    },
    engineMissing: {
      question: '没有人拿到起始双牌，怎么办？',
      answers: {
        'draw-in-turn': '大家轮流从骨牌堆抽一张牌，直到有人抽到它。',
        'dig-out': '从骨牌堆里把它找出来。',
        'set-aside': '不会发生：发牌前就把起始双牌放到一边了。',
      },
    },
    firstPlayer: {
      question: '每个回合谁先出牌？',
      answers: {
        'left-of-engine': '放下起始双牌的人左边的玩家。',
        'round-winner': '上一回合的赢家。第一回合由双牌最大的玩家先出。',
        'highest-double': '双牌最大的玩家。',
        chosen: '由大家决定。',
      },
    },
    mexicanNeedsOwnTrain: {
      question: '自己的火车上还没有牌时，能在墨西哥火车上出牌吗？',
      answers: {
        false: '能。',
        true: '不能：要先在自己的火车上出牌。',
      },
    },
  },
  tile: {
    double: '双{number}',
    doubleBlank: '双空',
    pair: '{first}–{second}',
    numbers: {
      '0': '空',
      '1': '一',
      '2': '二',
      '3': '三',
      '4': '四',
      '5': '五',
      '6': '六',
      '7': '七',
      '8': '八',
      '9': '九',
      '10': '十',
      '11': '十一',
      '12': '十二',
      '13': '十三',
      '14': '十四',
      '15': '十五',
      '16': '十六',
      '17': '十七',
      '18': '十八',
    },
  },
} satisfies Translation<Messages['game'], 'zh'>;
