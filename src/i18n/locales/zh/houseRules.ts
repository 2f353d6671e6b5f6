import type { Translation } from '../../messages';
import type { Messages } from '../../namespaces';

export default {
  options: {
    doubleBlank: { answers: { '25': '25分。' } },
    drawsPerTurn: {
      question: '每次轮到你时，可以抽几次牌？',
      answers: {
        'per-play': '每出一张牌后可以再抽一次：出了双牌后，你可以再抽牌。',
        once: '每次轮到你时只能抽一次，出了双牌也一样。',
      },
    },
    ownTrainFirst: {
      question: '每个回合你的第一张牌必须放在自己的火车上吗？',
      answers: {
        false: '不必：可以出在任何对你开放的火车上。',
        true: '是的：自己的火车还没有牌时，只能出在那里，或者盖住双牌。',
      },
    },
    mexicanAfterAllTrains: {
      question: '什么时候可以在墨西哥火车上出第一张牌？',
      answers: {
        false: '任何时候都可以。',
        true: '要等每个玩家的火车都有牌以后。',
      },
    },
    blockedLowestScoresZero: {
      question: '谁都不能出牌，骨牌堆也空了。手里点数最少的要算分吗？',
      answers: {
        false: '要：每个人都算手里的点数。',
        true: '不算：点数最少的得0分。',
      },
    },
  },
  rules: {
    train: {
      'own-first': {
        title: '先在自己的火车上出牌',
        text: {
          false: '你的第一张牌可以出在任何对你开放的火车上。',
          true: '自己的火车还没有牌时，你只能在自己的火车上出牌，除非是盖住双牌。',
        },
      },
      'mexican-last': {
        title: '墨西哥火车的第一张牌',
        text: {
          false: '任何人随时都可以在墨西哥火车上出第一张牌。',
          true: '每个玩家的火车上都有牌以后，才可以在墨西哥火车上出第一张牌。之后照常开放。',
        },
      },
    },
    turn: {
      'draw-limit': {
        title: '每次轮到你时抽几次牌',
        text: {
          'per-play': '每出一张牌后你可以再抽牌，所以出了双牌后可以抽牌来盖住它。',
          once: '每次轮到你时只能抽一次牌，出了双牌也一样。还是不能出牌就过。',
        },
      },
    },
    score: {
      'blocked-lowest': {
        title: '受阻的回合',
        text: {
          false: '谁都不能出牌而且骨牌堆空了时，每个人都算手里的点数。',
          true: '谁都不能出牌而且骨牌堆空了时，手里点数最少的得0分（并列时都得0分）；其他人算自己的点数。',
        },
      },
      'double-blank': {
        text: { '25': '留在手里的双空算25分。' },
      },
    },
  },
  verdicts: {
    'mexican-not-open': '家规：每个玩家的火车上都有牌以后，才可以在墨西哥火车上出第一张牌。',
    'own-train-first':
      '家规：你要先在自己的火车上出牌。它还没有牌时，你只能出在那里，或者盖住双牌。',
    'already-drew': '家规：每次轮到你只能抽一次牌，你这次已经抽过了。过。',
    pass: {
      markers: '家规：每次轮到你只能抽一次牌，你这次已经抽过了：过，并在自己的火车上放标记。',
      noMarkers: '家规：每次轮到你只能抽一次牌，你这次已经抽过了：过。',
    },
  },
  check: {
    othersStarted: '其他每个玩家的火车上都已经有牌了吗？',
  },
  scoring: {
    lowestInBlock: '{name}得0分：家规，受阻的回合里手里点数最少的得0分。',
  },
} satisfies Translation<Messages['houseRules'], 'zh'>;
