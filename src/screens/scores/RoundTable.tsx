import type { GameRecord } from '../../db/model';
import { formatNumber, locale, playerName, t } from '../../i18n';
import type { Standings } from '../../rules';
import { initials } from './initials';

/** A score without thousands separators: "1023" fits a narrow column where "1,023" would not. */
function plain(score: number): string {
  return new Intl.NumberFormat(locale.value, { useGrouping: false }).format(score);
}

interface RoundTableProps {
  game: GameRecord;
  standings: Standings;
  /** Standings shown from another phone's link: the rounds cannot be changed here. */
  readOnly?: boolean;
}

/**
 * Every round's scores, a row per round and a column per player, with the totals at the foot.
 * Players head their columns by initials (the full name for screen readers, and in a key below),
 * so 8 players and 13 rounds fit a 360 px phone without zooming. Each round number opens that
 * round for changes.
 */
export function RoundTable({ game, standings, readOnly = false }: RoundTableProps) {
  const names = game.players.map((_, seat, all) =>
    playerName(
      seat,
      all.map((p) => p.name),
    ),
  );
  // Whole names do not fit a phone's columns in every language; initials do, with a key below.
  const short = initials(names);
  const abbreviated = short.some((text, seat) => text !== names[seat]);
  if (game.rounds.length === 0) return <p class="muted">{t('scorekeeper.scores.table.empty')}</p>;
  return (
    <div class="stack">
      <div class="table-frame">
        <table class={`round-table players-${Math.min(game.players.length, 9)}`}>
          <caption class="visually-hidden">{t('scorekeeper.scores.table.heading')}</caption>
          <thead>
            <tr>
              <th scope="col" class="round-column">
                <span class="visually-hidden">{t('scorekeeper.scores.table.round')}</span>
              </th>
              {names.map((name, seat) => (
                <th key={game.players[seat]?.id} scope="col">
                  <span aria-hidden="true">{short[seat]}</span>
                  <span class="visually-hidden">{name}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {game.rounds.map((round, index) => (
              // Rounds are only appended or replaced in place: the index is the round's identity.
              <tr key={index}>
                <th scope="row" class="round-column">
                  {readOnly ? (
                    formatNumber(index + 1)
                  ) : (
                    <a
                      class="round-link"
                      href={`/game/${game.id}/rounds/${index + 1}`}
                      aria-label={t('scorekeeper.scores.table.edit', { round: index + 1 })}
                    >
                      {formatNumber(index + 1)}
                    </a>
                  )}
                </th>
                {round.scores.map((score, seat) => (
                  <td key={game.players[seat]?.id} class={round.out === seat ? 'went-out' : ''}>
                    {plain(score)}
                    {round.out === seat && (
                      // Going out is shown by a mark and said in words, not by colour alone.
                      <>
                        <span aria-hidden="true"> ✓</span>
                        <span class="visually-hidden">
                          {t('game.result.wentOut', { name: game.players[seat]?.name ?? '' })}
                        </span>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" class="round-column">
                {t('game.words.total')}
              </th>
              {standings.totals.map((total, seat) => (
                <td key={game.players[seat]?.id}>{plain(total)}</td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      {!readOnly && <p class="muted">{t('scorekeeper.scores.table.hint')}</p>}
      {abbreviated && (
        <dl class="initials-key">
          {names.map((name, seat) => (
            <div key={game.players[seat]?.id}>
              <dt>{short[seat]}</dt>
              <dd>{name}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
