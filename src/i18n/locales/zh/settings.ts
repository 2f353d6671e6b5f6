import type { Translation } from '../../messages';
import type { Messages } from '../../namespaces';

export default {
  backup: {
    heading: '备份',
    explain:
      '你的游戏只保存在这部手机上。把它们保存到文件里，可以留一份副本，或者搬到另一部手机上。',
    saveAll: '把所有游戏保存到文件',
    share: '把文件发送到其他应用',
    saving: '正在生成文件…',
    saved: '文件 {file} 已保存，可以在“下载”里找到它。',
    shared: '文件 {file} 已交给其他应用。',
    noGames: '还没有可以保存的游戏。',
    restore: '从文件恢复游戏',
    restoreExplain: '文件里的游戏会添加到这部手机上的游戏中，不会替换任何内容。',
    reading: '正在读取文件…',
    restored: {
      other: '已恢复 {count} 局游戏。',
    },
    alreadyHere: {
      other: '文件中有 {count} 局游戏已经在这部手机上了。',
    },
    empty: '文件里没有游戏。',
    refused: '这个文件无法恢复，没有做任何更改。',
    problems: {
      'not-a-backup': '它不是本应用生成的备份。',
      'too-large': '它太大了，不可能是本应用的备份。',
      'newer-version': '它是由更新版本的应用生成的。请先更新应用，然后再试一次。',
      damaged: '文件的一部分已损坏，或被手动修改过。',
      unreadable: '手机无法读取它。',
    },
    where: {
      game: '问题出在文件中的第 {game} 局游戏。',
      player: '问题出在文件中的第 {game} 局游戏，第 {player} 位玩家。',
      round: '问题出在文件中的第 {game} 局游戏，第 {round} 回合。',
      roundPlayer: '问题出在文件中的第 {game} 局游戏，第 {round} 回合，第 {player} 位玩家。',
      draft: '问题出在文件中的第 {game} 局游戏，正在录入的那一回合。',
      draftPlayer: '问题出在文件中的第 {game} 局游戏，正在录入的那一回合，第 {player} 位玩家。',
    },
    details: '详细信息（英文）：{problem}',
  },
  games: {
    heading: '单独保存一局游戏',
    none: '还没有游戏。',
    started: '开始于 {date}',
    finished: '结束于 {date}',
    save: '保存到文件',
  },
  storage: {
    heading: '保护好你的游戏',
    checking: '正在检查…',
    kept: '这部手机已承诺保留游戏，即使存储空间不足也不会删除。',
    notKept: '存储空间不足时，这部手机可能会删除游戏。请让手机保留它们，并不时保存一份备份。',
    ask: '让手机保留游戏',
    refused:
      '手机没有承诺。很多手机会在应用被添加到主屏幕并使用一段时间后同意。在那之前，请不时保存一份备份。',
    unknown: '这个浏览器不说明是否会保留游戏。请不时保存一份备份。',
  },
} satisfies Translation<Messages['settings'], 'zh'>;
