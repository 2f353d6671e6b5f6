import { type ReadonlySignal, useComputed } from '@preact/signals';
import type { GameRecord } from '../../db/model';
import { playerName, t } from '../../i18n';
import '../../ui/column-list.css';

interface TrainsProps {
  game: GameRecord;
  /** Per seat, whether its train carries a marker, as the round is entered. */
  markers: ReadonlySignal<boolean[]>;
  onToggle: (seat: number) => void;
}

/**
 * Which trains are open: the Mexican train always (rule train.mexican), and each player's while
 * it carries a marker (train.marked). One tap puts the marker on or takes it off; the state is
 * a symbol and a word, never a colour alone.
 */
export function Trains({ game, markers, onToggle }: TrainsProps) {
  const names = game.players.map((p) => p.name);
  return (
    <div class="stack">
      {game.rules.markers ? (
        <p class="muted">{t('scorekeeper.round.trains.intro')}</p>
      ) : (
        <p>{t('scorekeeper.round.trains.noMarkers')}</p>
      )}
      <ul class="trains column-list">
        <li class="train mexican">
          <span class="train-name">{t('game.trainLabel.mexican')}</span>
          <span class="marker-state open">{t('scorekeeper.round.trains.mexicanOpen')}</span>
          <span class="train-note muted">{t('scorekeeper.round.trains.mexicanNote')}</span>
        </li>
        {game.rules.markers &&
          game.players.map((player, seat) => (
            <li key={player.id}>
              <TrainToggle
                seat={seat}
                name={t('game.trainLabel.player', { name: playerName(seat, names) })}
                markers={markers}
                onToggle={onToggle}
              />
            </li>
          ))}
      </ul>
    </div>
  );
}

interface TrainToggleProps {
  seat: number;
  name: string;
  markers: ReadonlySignal<boolean[]>;
  onToggle: (seat: number) => void;
}

/**
 * One player's train. It reads its own marker, so a tap redraws this train alone (issue 16): the
 * other trains' markers stay as they were, and a component that reads signals is drawn again
 * only when they change or its props do (@preact/signals).
 */
function TrainToggle({ seat, name, markers, onToggle }: TrainToggleProps) {
  const open = useComputed(() => markers.value[seat] === true).value;
  return (
    <button
      type="button"
      class={`train train-toggle ${open ? 'open' : ''}`}
      aria-pressed={open}
      onClick={() => onToggle(seat)}
    >
      <span class="train-name">{name}</span>
      <span class={`marker-state ${open ? 'open' : ''}`}>
        {open ? t('game.marker.open') : t('game.marker.closed')}
      </span>
    </button>
  );
}
