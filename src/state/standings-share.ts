/**
 * A game's standings for other phones, with no server and no account: a link whose fragment
 * carries them (shown as a QR code), a short text for the family's chat in the app's language,
 * and the standings such a link carries, read back on the other phone. Keeping a copy is a
 * write on the list of games (game-list.ts, keepCopy).
 */
import type { GameRecord } from '../db/model';
import { encodeStandings, type ReadLink, readStandings } from '../db/standings-link';
import { formatNumber, playerName, t } from '../i18n';
import { viewOf } from './game-view';

/** The address of the screen that shows standings carried in a link (routes.ts). */
const STANDINGS_PATH = '/standings';

/** The link another phone opens to see these standings: the app's address and the standings. */
export function standingsLink(game: GameRecord, origin: string): string {
  return `${origin}${STANDINGS_PATH}#${encodeStandings(game)}`;
}

/**
 * The standings as a few lines of text in the app's language: the round (or "final"), the
 * rule set, then each player's place, name and total, best first.
 */
export function standingsText(game: GameRecord): string {
  const view = viewOf(game);
  const names = game.players.map((p) => p.name);
  const rules = t(`game.presets.${game.rules.preset}.name`);
  const over = view.finished || view.allPlayed;
  const heading = over
    ? t('standings.share.message.final', { rules })
    : t('standings.share.message.round', {
        round: game.rounds.length,
        rounds: view.rounds,
        rules,
      });
  const lines = game.players
    .map((_, seat) => ({ seat, rank: view.ranks[seat] as number }))
    .sort((a, b) => a.rank - b.rank || a.seat - b.seat)
    .map(({ seat, rank }) =>
      t('standings.share.message.line', {
        place: rank,
        name: playerName(seat, names),
        total: formatNumber(view.standings.totals[seat] as number),
      }),
    );
  return [heading, ...lines].join('\n');
}

/** The standings a link's fragment (location.hash) carries, checked whole; or why not. */
export function linkedStandings(fragment: string): ReadLink {
  return readStandings(fragment);
}
