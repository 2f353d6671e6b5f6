import type { FollowedAction } from '../../db/model';
import { playerName, t, tileName, trainName } from '../../i18n';
import { parseTile } from '../../rules';

/** A recorded entry as a sentence about the table: "Ann played the five–twelve on Ann's train." */
export function describeEntry(entry: FollowedAction, names: readonly string[]): string {
  const name = playerName(entry.seat, names);
  if (entry.type !== 'play') return t(`dispute.follow.log.${entry.type}`, { name });
  const tile = parseTile(entry.tile);
  return t('dispute.follow.log.play', {
    name,
    tile: tile ? tileName(tile) : entry.tile,
    // Nobody is "you" in the log: every train is named by its owner.
    train: trainName(entry.train, -1, names),
  });
}
