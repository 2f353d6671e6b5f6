import type { GameRecord, RoundDraft } from '../../db/model';
import { playerName, t } from '../../i18n';
import '../../ui/column-list.css';

interface TrainsProps {
  game: GameRecord;
  draft: RoundDraft;
  onToggle: (seat: number) => void;
}

/**
 * Which trains are open: the Mexican train always (rule train.mexican), and each player's while
 * it carries a marker (train.marked). One tap puts the marker on or takes it off; the state is
 * a symbol and a word, never a colour alone.
 */
export function Trains({ game, draft, onToggle }: TrainsProps) {
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
          game.players.map((player, seat) => {
            const open = draft.markers[seat] === true;
            return (
              <li key={player.id}>
                <button
                  type="button"
                  class={`train train-toggle ${open ? 'open' : ''}`}
                  aria-pressed={open}
                  onClick={() => onToggle(seat)}
                >
                  <span class="train-name">
                    {t('game.trainLabel.player', { name: playerName(seat, names) })}
                  </span>
                  <span class={`marker-state ${open ? 'open' : ''}`}>
                    {open ? t('game.marker.open') : t('game.marker.closed')}
                  </span>
                </button>
              </li>
            );
          })}
      </ul>
    </div>
  );
}
