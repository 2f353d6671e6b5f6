import type { Translation } from '../../messages';
import type { Messages } from '../../namespaces';

export default {
  continueGame: '继续游戏',
  continueDetail: '第{round}回合，共{rounds}回合 · {players}',
  newGame: '新游戏',
  pastGames: '以前的游戏',
  rules: '规则和“我能出这张牌吗？”',
  print: '打印规则卡和记分表',
  settings: '设置和备份',
  loading: '正在打开你的游戏…',
  storageFailed: '这部手机上保存的游戏现在打不开。没有删除任何内容。请关闭应用后再打开。',
} satisfies Translation<Messages['home'], 'zh'>;
