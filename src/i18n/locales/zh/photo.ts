import type { Translation } from '../../messages';
import type { Messages } from '../../namespaces';

export default {
  take: '拍照',
  retake: '重新拍一张',
  private: '照片只在这部手机上计数，然后就丢掉：不会保存，也不会发送到任何地方。',
  working: {
    decoding: '正在打开照片…',
    counting: '正在数点数…',
  },
  found: {
    other: '在{tiles}上找到{count}个点',
  },
  tiles: { other: '{count}张牌' },
  pipsBig: '点',
  tilesBig: '张牌',
  photoLabel: '照片上每张牌都描了边，每个找到的点都画了圆圈',
  read: {
    legend: '照片上认出的牌',
    hint: '哪张牌认错了？先点它，再点对的那张。点×可以拿掉不在手里的牌。',
    pips: { other: '{count}点' },
    unreadLabel: { other: '一张{count}点的牌，两半没有认出来' },
    was: '原来是{tile}',
    fixedLabel: '{tile}，原来认成{was}',
    remove: '拿掉{tile}',
    putBack: '放回',
    putBackLabel: '放回{tile}',
  },
  fix: {
    add: '漏了一张牌？点一下它的一个数字，再点这张牌。',
    addLabel: '加上照片漏掉的牌',
    change: '改这张牌：点一下对的那张。',
    changeLabel: '换掉{tile}的牌',
    unread: { other: '这张牌有{count}点。是哪一张？' },
    byNumber: '或者按它的一个数字找：',
    keep: '保持不变',
    blank: '认成了双空，它算{points}分。是双空吗？不是的话，点一下对的那张牌。',
    blankYes: '是，双空',
    alreadyRead: '它已经在认出的牌里了',
  },
  problem: {
    'no-tiles': '这张照片上没有找到骨牌。请在下面点选牌，或者从正上方、靠近一点重新拍，牌面朝上。',
    'too-dark': '照片太暗，认不出牌。请在下面点选牌，或者在亮一点的地方重新拍。',
    'too-flat': '照片模糊或太淡，认不出牌。请在下面点选牌，或者拿稳手机，在光线好的地方重新拍。',
    'not-counted': '这部手机暂时没能数这张照片。请在下面点选牌，或者输入总数。',
  },
  use: '用{total}',
  failed: {
    'not-image': '这个文件不是照片。请给牌拍一张照片，或者输入总点数。',
    'cannot-decode':
      '这个浏览器打不开这种格式的照片（比如HEIC）。请用上面的按钮直接拍照，不要选已保存的照片，或者输入总点数。',
    'too-large': '这张照片太大，这部手机打不开。请用上面的按钮重新拍一张，或者输入总点数。',
  },
} satisfies Translation<Messages['photo'], 'zh'>;
