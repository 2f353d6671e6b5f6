/**
 * Every change a person makes to a round's draft, as data, and the one pure function that makes
 * it: who went out or that it was blocked, who started, the markers, and each seat's hand (how
 * it is counted, the text typed, a tile in or out, a photo's total). Screens dispatch an edit;
 * none builds a draft itself.
 */
import type { HandEntry, RoundDraft } from '../db/model';
import { formatTile, handScore, parseTile, type Rules, type Tile, takenTiles } from '../rules';

/** How a hand is counted: a typed total, tile by tile, or from a photo. */
export type HandMode = 'typed' | 'tiles' | 'photo';

export type DraftEdit =
  | { type: 'went-out'; seat: number }
  | { type: 'blocked' }
  /** Who took the first turn; null when nobody noted it. */
  | { type: 'started'; seat: number | null }
  /** The seat's marker put on its train, or taken off. */
  | { type: 'marker'; seat: number }
  | { type: 'mode'; seat: number; mode: HandMode }
  | { type: 'typed'; seat: number; text: string }
  /** The tile put into the seat's hand, or taken out if it is there. */
  | { type: 'tile'; seat: number; tile: Tile }
  | { type: 'clear-tiles'; seat: number }
  /** A photo's total once the person used it; null to take the photo again. */
  | { type: 'photo'; seat: number; total: number | null };

function withEntry(draft: RoundDraft, seat: number, entry: HandEntry): RoundDraft {
  return { ...draft, entries: draft.entries.map((e, i) => (i === seat ? entry : e)) };
}

/** The seat's hand counted another way: a count already made stays, as a number to correct. */
function switched(rules: Rules, entry: HandEntry, mode: HandMode): HandEntry {
  if (mode === 'tiles') return { kind: 'tiles', tiles: [] };
  if (mode === 'photo') return { kind: 'photo', value: null };
  const counted =
    entry?.kind === 'tiles' && entry.tiles.length > 0
      ? handScore(
          rules,
          entry.tiles.map(parseTile).filter((tile): tile is Tile => tile !== null),
        )
      : entry?.kind === 'photo'
        ? entry.value
        : null;
  return { kind: 'typed', value: counted === null ? '' : String(counted) };
}

/** The tile in or out of the hand; a tile the engine is or another hand holds does not go in. */
function toggled(draft: RoundDraft, seat: number, tile: Tile): HandEntry {
  const entry = draft.entries[seat] ?? null;
  const tiles = entry?.kind === 'tiles' ? entry.tiles : [];
  const key = formatTile(tile);
  if (tiles.includes(key)) return { kind: 'tiles', tiles: tiles.filter((held) => held !== key) };
  if (takenTiles(draft, seat).has(key)) return entry;
  return { kind: 'tiles', tiles: [...tiles, key] };
}

export function editDraft(rules: Rules, draft: RoundDraft, edit: DraftEdit): RoundDraft {
  switch (edit.type) {
    case 'went-out':
      // The one who went out holds nothing: whatever was entered for them no longer counts.
      return {
        ...withEntry(draft, edit.seat, null),
        out: edit.seat,
        blocked: false,
      };
    case 'blocked':
      return { ...draft, out: null, blocked: true };
    case 'started':
      return { ...draft, start: edit.seat };
    case 'marker':
      return {
        ...draft,
        markers: draft.markers.map((open, i) => (i === edit.seat ? !open : open)),
      };
    case 'mode':
      return withEntry(
        draft,
        edit.seat,
        switched(rules, draft.entries[edit.seat] ?? null, edit.mode),
      );
    case 'typed':
      return withEntry(draft, edit.seat, { kind: 'typed', value: edit.text });
    case 'tile':
      return withEntry(draft, edit.seat, toggled(draft, edit.seat, edit.tile));
    case 'clear-tiles':
      return withEntry(draft, edit.seat, { kind: 'tiles', tiles: [] });
    case 'photo':
      return withEntry(draft, edit.seat, { kind: 'photo', value: edit.total });
  }
}
