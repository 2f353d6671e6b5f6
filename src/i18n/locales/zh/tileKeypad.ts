import type { Translation } from '../../messages';
import type { Messages } from '../../namespaces';

export default {
  number: '点一下牌上的一个数字',
  pick: '再点一下这张牌',
  waiting: '然后在这里出现的牌中点一下那张牌。',
  hand: '手里的牌：点一下就能把它拿掉',
  refused: '这张牌不行：{why}。',
} satisfies Translation<Messages['tileKeypad'], 'zh'>;
