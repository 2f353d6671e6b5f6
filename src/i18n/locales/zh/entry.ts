import type { Translation } from '../../messages';
import type { Messages } from '../../namespaces';

export default {
  lowestInBlock: '本回合：0分，卡住的回合里点数最少的手牌（家规）',
} satisfies Translation<Messages['entry'], 'zh'>;
