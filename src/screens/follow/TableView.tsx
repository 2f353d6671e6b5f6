import { playerName, t } from '../../i18n';
import type { RoundState, TrainId } from '../../rules';
import type { FollowedTable } from '../../state/follow';
import { Domino } from '../../ui/Domino';
import { tableNotes } from '../dispute/train-taps';
import '../../ui/column-list.css';

interface TableViewProps {
  state: RoundState;
  names: readonly string[];
  /** Followed from the middle: the tiles of each train that only stand in for those unseen. */
  standIns: FollowedTable['standIns'];
}

/**
 * The followed table: each train with its last tile pictured (its open end on the right) once
 * anyone has seen it laid, its marker as a symbol and a word, and a double waiting to be covered.
 */
export function TableView({ state, names, standIns }: TableViewProps) {
  const trains: TrainId[] = [...state.trains.keys(), 'mexican'];
  return (
    <section class="stack" aria-labelledby="trains-heading">
      <h2 id="trains-heading">{t('dispute.follow.trains')}</h2>
      <ul class="followed-trains column-list tight">
        {trains.map((train) => {
          const laid = train === 'mexican' ? state.mexican : state.trains[train];
          const unseen = (train === 'mexican' ? standIns?.mexican : standIns?.trains[train]) ?? 0;
          const lastTile = (laid?.tiles.length ?? 0) > unseen ? laid?.tiles.at(-1) : undefined;
          const open = train !== 'mexican' && state.markers[train] === true;
          return (
            <li key={String(train)} class="card followed-train">
              <span class="train-name">
                {train === 'mexican'
                  ? t('game.trainLabel.mexican')
                  : t('game.trainLabel.player', { name: playerName(train, names) })}
              </span>
              {train !== 'mexican' && state.rules.markers && (
                <span class={open ? 'marker-word open' : 'marker-word'}>
                  {open ? t('game.marker.open') : t('game.marker.closed')}
                </span>
              )}
              <span class="train-end">
                {lastTile && <Domino tile={lastTile} across size={72} />}
                <span>{tableNotes(state, train).join(' · ')}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
