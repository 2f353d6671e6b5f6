import type { TrainId } from '../rules';
import { t } from './active-locale';
import { playerName } from './player-name';
import type { Translate } from './translator';

/**
 * A train inside a sentence spoken to one player: "your own train", "Ann's train", "the Mexican
 * train".
 */
export function trainName(
  train: TrainId,
  listener: number,
  names: readonly string[],
  translate: Translate = t,
): string {
  if (train === 'mexican') return translate('game.trainName.mexican');
  if (train === listener) return translate('game.trainName.own');
  return translate('game.trainName.player', { name: playerName(train, names, translate) });
}
