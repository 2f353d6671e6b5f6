import type { Translation } from '../../messages';
import type { Messages } from '../../namespaces';

export default {
  how: {
    photo: '拍照',
  },
  photograph: '给牌拍照',
  history: {
    fromPhoto: '{line}；按照片数出：{names}',
  },
  fromPhoto: '按照片数出。',
  lowestInBlock: '本回合：0分，卡住的回合里点数最少的手牌（家规）',
} satisfies Translation<Messages['entry'], 'zh'>;
