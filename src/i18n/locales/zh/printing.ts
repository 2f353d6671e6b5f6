import type { Translation } from '../../messages';
import type { Messages } from '../../namespaces';

export default {
  title: '打印',
  what: {
    legend: '打印什么',
    quick: { label: '规则速查卡', hint: '每次轮到你时都用得到的规则。' },
    full: { label: '全部规则', hint: '每一条规则，用来解决争议。' },
    tips: { label: '玩好墨西哥火车的窍门', hint: '老玩家的建议。' },
    blank: { label: '空白记分表', hint: '在纸上记分用。' },
    game: { label: '这局游戏的记分表', hint: '玩家名字和到目前为止的所有分数。' },
  },
  paper: {
    legend: '纸张',
    index: '索引卡（3 × 5 英寸）',
    a6: 'A6 卡片',
    letter: 'Letter（美国信纸）',
    a4: 'A4',
  },
  language: '打印语言',
  rules: {
    legend: '哪套玩法',
    game: '这局游戏的规则',
  },
  players: {
    legend: '玩家',
    count: { other: '{count} 位玩家' },
    fewer: '减少一位玩家',
    more: '增加一位玩家',
    namesHint: '输入名字就会印上去；留空则可以手写。',
    name: '玩家{number}的名字',
  },
  make: '生成 PDF',
  making: '正在生成 PDF…',
  shared: 'PDF 已交给其他应用。',
  downloaded: 'PDF 文件 {file} 已保存。请在“下载”中打开它来打印。',
  failed: '没能生成 PDF。没有丢失任何内容，请再试一次。',
  noGame: '这部手机上没有这局游戏。',
} satisfies Translation<Messages['printing'], 'zh'>;
