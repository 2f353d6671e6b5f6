import { t } from './active-locale';
import type { Translate } from './translator';

/** The name typed for a seat, or "Player 2" when none was typed. */
export function playerName(
  seat: number,
  names: readonly string[],
  translate: Translate = t,
): string {
  const typed = names[seat]?.trim();
  return typed ? typed : translate('game.players.defaultName', { number: seat + 1 });
}
