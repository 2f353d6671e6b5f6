import type { Translation } from '../../messages';
import type { Messages } from '../../namespaces';

export default {
  answer: {
    yes: '可以',
    no: '不可以',
  },
  refused: {
    'round-over': {
      out: '本回合已经结束：{name}出完了所有的牌。',
      blocked: '本回合已经结束：没有人能出牌。',
    },
    'not-your-turn': '现在还不行：轮到{name}出牌。',
    'bad-tile': '这套牌里没有这张牌。',
    'tile-on-table': '“{tile}”已经在桌上了。',
    'no-such-train': '这一桌没有这列火车。',
    'double-must-be-covered': {
      blocks: '必须先盖住{train}上的“{double}”。',
      cover: '你打出了“{double}”：下一张牌必须盖住它。',
      any: '连出几张双牌后，下一张牌必须盖住{train}上的“{double}”。',
      played: '双牌按打出的先后顺序盖：先盖{train}上的“{double}”。',
      reverse: '双牌从最后打出的那张开始盖：先盖{train}上的“{double}”。',
    },
    'train-closed': {
      marker: '{name}的火车上没有标记，你不能在那里出牌。',
      noMarkers: '这一桌不用标记，你不能在{name}的火车上出牌。',
    },
    'mexican-needs-own-train': '家规：你自己的火车上要先有牌，才能在墨西哥火车上出牌。',
    'no-match': {
      end: '“{tile}”接不上{train}：开放的一端是{end}。',
      start: '“{tile}”不能作为{train}的第一张牌：第一张牌必须带有起始双牌的数字{end}。',
    },
    'must-play': '你有能出的牌：“{tile}”可以接在{train}上。你必须出牌。',
    'must-draw': {
      turn: '过之前，请先从骨牌堆抽一张牌。',
      double: '打出双牌后，过之前请先从骨牌堆抽一张牌。',
    },
    'already-drew': '你已经抽过一张牌了。抽到的牌不能出，就过。',
    'boneyard-empty': '骨牌堆空了，不能再抽牌。请过。',
  },
  allowed: {
    fits: '“{tile}”可以接在{train}上：开放的一端是{end}。',
    marked: '“{tile}”可以接在{train}上：开放的一端是{end}。这列火车对所有人开放。',
    covers: '“{tile}”可以盖住{train}上的“{double}”。',
    afterDouble:
      '打出双牌后，可以在任何对你开放的火车上出牌。“{tile}”可以接在{train}上：开放的一端是{end}。',
    draw: '没有牌能出：抽一张牌。抽到的牌能出，就必须出。',
    pass: {
      markers: '可以过。请在你的火车上放一个标记。',
      noMarkers: '可以过。',
    },
    passEmptyBoneyard: {
      markers: '骨牌堆空了：请过，并在你的火车上放一个标记。',
      noMarkers: '骨牌堆空了：请过。',
    },
    plain: '可以这样出。',
  },
} satisfies Translation<Messages['verdicts'], 'zh'>;
