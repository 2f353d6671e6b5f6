import type { ImportReport } from '../../db/backup';
import type { Path } from '../../db/problem';
import type { DbFailure } from '../../db/transact';
import { type Params, t } from '../../i18n';
import type { Messages } from '../../i18n/namespaces';
import type { Refusal } from '../../state/backup-model';

/** What the screen says after a restore or a save: a few sentences, good news or a problem. */
export interface Notice {
  tone: 'done' | 'problem';
  lines: string[];
}

export function restoredNotice({ imported, unchanged }: ImportReport): Notice {
  const lines: string[] = [];
  if (imported.length > 0) {
    lines.push(t('settings.backup.restored', { count: imported.length }));
  }
  if (unchanged > 0) lines.push(t('settings.backup.alreadyHere', { count: unchanged }));
  if (lines.length === 0) lines.push(t('settings.backup.empty'));
  return { tone: 'done', lines };
}

type PlaceKey = keyof Messages['settings']['backup']['where'];

/**
 * Where in the file a problem is, in words a person can follow: the file's game (counted from
 * 1, as the file lists them), its round and its player. Null when it is not inside one game.
 */
export function problemPlace(where: Path): { key: PlaceKey; params: Params } | null {
  const [list, gameIndex, part, index, field, seat] = where;
  if (list !== 'games' || typeof gameIndex !== 'number') return null;
  const game = gameIndex + 1;
  if (part === 'players' && typeof index === 'number') {
    return { key: 'player', params: { game, player: index + 1 } };
  }
  if (part === 'rounds' && typeof index === 'number') {
    // A round's per-seat lists: scores[seat], tiles[seat].
    return typeof seat === 'number'
      ? { key: 'roundPlayer', params: { game, round: index + 1, player: seat + 1 } }
      : { key: 'round', params: { game, round: index + 1 } };
  }
  if (part === 'draft') {
    // The draft's per-seat lists: entries[seat], markers[seat].
    return typeof field === 'number'
      ? { key: 'draftPlayer', params: { game, player: field + 1 } }
      : { key: 'draft', params: { game } };
  }
  return { key: 'game', params: { game } };
}

/**
 * A file that was not restored: one general sentence, what kind of problem, where it is, and
 * the storage layer's own English words for whoever helps.
 */
export function refusedNotice(refusal: Refusal): Notice {
  const lines = [t('settings.backup.refused'), t(`settings.backup.problems.${refusal.code}`)];
  if ('where' in refusal) {
    const place = problemPlace(refusal.where);
    if (place) lines.push(t(`settings.backup.where.${place.key}`, place.params));
    if (refusal.code === 'damaged') {
      lines.push(t('settings.backup.details', { problem: refusal.problem }));
    }
  }
  return { tone: 'problem', lines };
}

/** The database refused or failed to write: a full phone says so; anything else, plainly. */
export function failedNotice(failure: DbFailure): Notice {
  return {
    tone: 'problem',
    lines: [t(failure.error === 'quota' ? 'common.storage.full' : 'common.storage.failed')],
  };
}

/** Something nobody foresaw went wrong (the browser refused a download, say). */
export function unexpectedNotice(): Notice {
  return { tone: 'problem', lines: [t('common.error')] };
}
