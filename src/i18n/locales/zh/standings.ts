import type { Translation } from '../../messages';
import type { Messages } from '../../namespaces';

export default {
  table: {
    open: '全桌看板',
    final: '最终排名',
    turnAround: '转过来',
    showCode: '二维码',
    showStandings: '排名',
    openTrains: '⚑ 开放的火车 · 墨西哥火车一直开放',
    noMarkers: '不用标记：自己的火车或墨西哥火车',
    trainOpen: '{name}的火车开放',
  },
  share: {
    heading: '在其他手机上',
    intro:
      '扫描这个二维码，就能在自己的手机上看到这份排名：不用账号，也不用上网。二维码里直接存着名字和得分。',
    show: '显示二维码',
    hide: '隐藏二维码',
    label: '这份排名的链接二维码',
    tooLong: '这份排名太长，放不进二维码。请改用文字分享。',
    text: '分享排名',
    copied: '排名已复制：粘贴到家庭群聊里吧。',
    manual: '把这几行复制到家庭群聊里：',
    message: {
      round: '墨西哥火车，第{round}回合后（共{rounds}回合，{rules}）',
      final: '墨西哥火车，最终排名（{rules}）',
      line: '{place}. {name}：{total}',
    },
  },
  view: {
    title: '另一部手机上的排名',
    about: '{rules} · {date}开始',
    asOf: '发送于{date}',
    notKept: '只是显示：除非你要求，这部手机上什么都不保存。',
    keep: '在这部手机上保存副本',
    kept: '副本已保存在这部手机的“以前的游戏”里。',
    openCopy: '打开副本',
    home: '回到主屏幕',
    problems: {
      empty: '这个链接里没有排名。',
      'too-long': '这个链接太长，不可能是排名，所以没有打开。',
      'newer-version': '这个链接来自更新版本的应用：请先在这部手机上更新应用。',
      damaged: '这个链接已损坏：有一部分被改动或截断了。请再扫一次二维码。',
      invalid: '这个链接里有游戏里不会有的内容，所以没有打开。',
    },
  },
  copy: '从另一部手机保存的排名副本，保存于{date}。',
} satisfies Translation<Messages['standings'], 'zh'>;
