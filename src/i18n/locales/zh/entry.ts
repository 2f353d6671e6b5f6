import type { Translation } from '../../messages';
import type { Messages } from '../../namespaces';

export default {
  how: {
    photo: '拍照',
  },
  photograph: '给牌拍照',
  history: {
    fromPhoto: '{line}；根据照片计数：{names}',
  },
  fromPhoto: '根据照片计数。',
  lowestInBlock: '本回合：0分，受阻的回合里点数最少的手牌（家规）',
} satisfies Translation<Messages['entry'], 'zh'>;
