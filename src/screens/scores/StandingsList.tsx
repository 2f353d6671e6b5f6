import type { GameRecord } from '../../db/model';
import { formatNumber, playerName, t } from '../../i18n';
import type { GameView } from '../../state/game-view';
import '../../ui/column-list.css';

/**
 * The totals, best first, each with its place (equal totals share it), from the engine's
 * standings and ranks: never added up here.
 */
export function StandingsList({ game, view }: { game: GameRecord; view: GameView }) {
  const names = game.players.map((p) => p.name);
  const order = game.players
    .map((player, seat) => ({ player, seat, rank: view.ranks[seat] as number }))
    .sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  const over = view.finished || view.allPlayed;
  return (
    <ul class="standings column-list tight" aria-labelledby="totals-heading">
      {order.map(({ player, seat, rank }) => {
        const leads = view.standings.leaders.includes(seat) && game.rounds.length > 0;
        return (
          <li key={player.id} class={leads ? 'leads' : ''}>
            <span class="place" aria-hidden="true">
              {formatNumber(rank)}
            </span>
            <span class="visually-hidden">{t('scorekeeper.scores.place', { place: rank })}</span>
            <span class="standing-name">
              {playerName(seat, names)}
              {leads && (
                <span class="badge">
                  <span aria-hidden="true">★ </span>
                  {over ? t('scorekeeper.scores.winner') : t('scorekeeper.scores.leader')}
                </span>
              )}
            </span>
            <span class="standing-total">
              {formatNumber(view.standings.totals[seat] as number)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
