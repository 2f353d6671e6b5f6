import { playerName, t, tileName } from '../../i18n';
import type { RoundState, Rules, TrainId } from '../../rules';
import type { Choice } from '../../ui/radio-answers';

export interface TrainTapsOptions {
  rules: Rules;
  names: readonly string[];
  /** Whose question it is: their train comes first, as "Own train". Null: not said yet. */
  seat: number | null;
  /** Whose trains carry a marker, by seat. */
  markers: readonly boolean[];
  /** At a followed table: each train's open end and waiting double are known and shown. */
  table?: RoundState;
}

/**
 * The trains to choose from: the asker's own first, then the Mexican train, then the others with
 * their marker shown (a symbol and a word). At a followed table each also says its open end.
 */
export function trainTaps({
  rules,
  names,
  seat,
  markers,
  table,
}: TrainTapsOptions): Choice<TrainId>[] {
  const seats = names.map((_, s) => s);
  const others = seat === null ? seats : seats.filter((s) => s !== seat);
  const order: TrainId[] = seat === null ? [...others, 'mexican'] : [seat, 'mexican', ...others];
  return order.map((train) => {
    const notes: string[] = [];
    if (typeof train === 'number' && train !== seat && rules.markers)
      notes.push(markers[train] ? t('game.marker.open') : t('game.marker.closed'));
    if (table) notes.push(...tableNotes(table, train));
    const label =
      train === 'mexican'
        ? t('game.trainLabel.mexican')
        : train === seat
          ? t('game.words.ownTrain')
          : t('game.trainLabel.player', { name: playerName(train, names) });
    return {
      value: train,
      label,
      hint: notes.length > 0 ? notes.join(' · ') : undefined,
    };
  });
}

/** What a followed table shows of a train: its open end, or that a double on it waits. */
export function tableNotes(table: RoundState, train: TrainId): string[] {
  const laid = train === 'mexican' ? table.mexican : table.trains[train];
  if (!laid) return [];
  const waiting = table.doubles.find((d) => d.train === train);
  if (waiting)
    return [
      t('dispute.follow.trainState.double', { double: tileName([waiting.value, waiting.value]) }),
    ];
  return laid.tiles.length === 0
    ? [t('dispute.follow.trainState.notStarted')]
    : [t('dispute.follow.trainState.end', { end: laid.end })];
}
