import type { Translation } from '../../messages';
import type { Messages } from '../../namespaces';

export default {
  cards: {
    quick: '规则速查',
    full: '墨西哥火车规则',
    tips: '玩好墨西哥火车的窍门',
    rulesLine: '{preset}玩法 · 双{set}套',
    houseRule: '家规',
    cardOf: '第{card}张，共{cards}张',
  },
  sections: {
    setup: '开始之前',
    trains: '火车',
    turn: '轮到你时',
    drawPass: '抽牌和过',
    markers: '标记',
    doubles: '双牌',
    roundEnd: '回合结束',
    scoring: '计分',
  },
  tips: {
    lowScore: '运气的成分很大。每个回合都争取少得分，而不是去赢某一个回合。',
    firstMove: '先出牌有优势：尽快在你的个人火车上出牌，也早点在墨西哥火车上出牌。',
    doubles: '双牌很有用：每打出一张双牌，你就可以再出一张。',
    heavyFirst: '双牌少的时候，你可能出不完所有的牌，所以安排你的火车时，先出点数大的牌。',
    spareTiles: '接不上你个人火车的牌，就出到墨西哥火车上，免得留在手里。',
    endWithDouble:
      '短的一串牌最好以双牌结尾：如果你从骨牌堆抽不到能盖住它的牌，其他人就得替你盖住。',
    luck: '有些回合会因为运气不好而输掉。坚持少得分，整局仍然可以赢。',
  },
  scoresheet: {
    title: '墨西哥火车记分表',
    continued: '{title}（续）',
    rounds: { other: '{count}个回合' },
    played: '游戏日期：{date}',
    progress: '已玩回合：{played}/{rounds}',
  },
  pageOf: '第{page}页，共{pages}页',
  missingCharacters: {
    other: '这些字符无法打印，会显示为□：{characters}',
  },
} satisfies Translation<Messages['print'], 'zh'>;
