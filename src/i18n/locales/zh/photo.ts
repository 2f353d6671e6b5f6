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
  correct: '点一下漏掉的点，就会加上。点一下圆圈，就会去掉。',
  photoLabel: '照片上每个找到的点都画了圆圈。点一下可以加上或去掉一个点。',
  blank: {
    question: '这是双空吗？它算{points}分。',
    yes: '是，双空',
    no: '不是',
  },
  use: '用{total}',
  failed: {
    'not-image': '这个文件不是照片。请给牌拍一张照片，或者输入总点数。',
    'cannot-decode':
      '这个浏览器打不开这种格式的照片（比如HEIC）。请用上面的按钮直接拍照，不要选已保存的照片，或者输入总点数。',
    'too-large': '这张照片太大，这部手机打不开。请用上面的按钮重新拍一张，或者输入总点数。',
    'no-tiles': '没有找到骨牌。请从正上方、靠近一点拍，牌面朝上，占满大部分画面，或者输入总点数。',
    'too-dark': '照片太暗了。请在亮一点的地方重新拍，或者输入总点数。',
    'too-flat':
      '照片模糊或太淡，看不清点。请拿稳手机，在光线好的地方从牌的上方重新拍，或者输入总点数。',
  },
} satisfies Translation<Messages['photo'], 'zh'>;
