import type { Messages } from '../../namespaces';
import common from './common';
import dispute from './dispute';
import entry from './entry';
import game from './game';
import home from './home';
import houseRules from './houseRules';
import photo from './photo';
import print from './print';
import printing from './printing';
import record from './record';
import rules from './rules';
import scorekeeper from './scorekeeper';
import settings from './settings';
import standings from './standings';
import tileKeypad from './tileKeypad';
import verdicts from './verdicts';

/** Every namespace of this language in one chunk: one download before the first paint. */
export default {
  common,
  dispute,
  entry,
  game,
  home,
  houseRules,
  photo,
  print,
  printing,
  record,
  rules,
  scorekeeper,
  settings,
  standings,
  tileKeypad,
  verdicts,
} satisfies Record<keyof Messages, unknown>;
