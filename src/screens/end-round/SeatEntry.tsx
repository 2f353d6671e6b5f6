import { useComputed } from '@preact/signals';
import { useEffect, useMemo, useRef } from 'preact/hooks';
import type { HandEntry as Entry, GameRecord, RoundDraft } from '../../db/model';
import { playerName, t } from '../../i18n';
import {
  type EntryIssue,
  type EntryIssueCode,
  handScore,
  parseTile,
  type Tile,
  takenTiles,
  typedNumber,
} from '../../rules';
import type { HandMode } from '../../state/draft-edit';
import type { DraftForm } from '../../state/draft-form';
import { MAX_TYPED_LENGTH } from '../../state/limits';
import { Taps } from '../../ui/Taps';
import { TileKeypad } from '../../ui/TileKeypad';
import { issueText } from './entry-issues';
import { PhotoCount } from './PhotoCount';

interface SeatEntryProps {
  game: GameRecord;
  /** The round as entered and scored: the seat reads only its own part of each. */
  form: DraftForm;
  seat: number;
  /** Every issue shows, "nothing entered" included (a save was tried). */
  showAll: boolean;
}

function tilesOf(entry: Entry): Tile[] {
  if (entry?.kind !== 'tiles') return [];
  return entry.tiles.map(parseTile).filter((tile): tile is Tile => tile !== null);
}

/** Why each tile cannot be tapped into this hand, in words (the engine's takenTiles). */
function unavailableTiles(game: GameRecord, draft: RoundDraft, seat: number): Map<string, string> {
  const names = game.players.map((p) => p.name);
  const reasons = new Map<string, string>();
  for (const [tile, taken] of takenTiles(draft, seat)) {
    reasons.set(
      tile,
      taken.by === 'engine'
        ? t('scorekeeper.endRound.unavailable.engine')
        : t('scorekeeper.endRound.unavailable.held', { name: playerName(taken.seat, names) }),
    );
  }
  return reasons;
}

/**
 * One player's pips left at the end of a round: typed as a total, or tapped tile by tile by their
 * numbers (counted by the engine's handScore, so the 0-0 follows the game's rule).
 */
export function SeatEntry({ game, form, seat, showAll }: SeatEntryProps) {
  const { draft, scored, dispatch } = form;
  // Each reading below changes only with what this seat shows, so a tap in another hand does not
  // draw this one again (issue 16; a component reading signals is drawn again only when they
  // change or its props do).
  const entry = useComputed(() => draft.value.entries[seat] ?? null).value;
  const wentOut = useComputed(() => draft.value.out === seat).value;
  const engine = useComputed(() => draft.value.engine).value;
  // Its issues' codes and whether the house rule scores it 0, as one string.
  const checked = useComputed(() => {
    const now = scored.value;
    if (now.ok) return now.lowestInBlock.includes(seat) ? 'lowest' : '';
    return now.issues
      .filter((issue) => issue.seat === seat)
      .map((issue) => issue.code)
      .join(' ');
  }).value;
  // The tiles other hands hold, only while this one is tapped or photographed: they cannot be
  // tapped here, nor put in to fix a photo's tiles.
  const others = useComputed(() =>
    draft.value.entries[seat]?.kind === 'tiles' || draft.value.entries[seat]?.kind === 'photo'
      ? draft.value.entries
          .map((other, i) => (i !== seat && other?.kind === 'tiles' ? other.tiles.join() : ''))
          .join('|')
      : '',
  ).value;
  const unavailable = useMemo(
    () => unavailableTiles(game, draft.peek(), seat),
    [game, draft, seat, others, engine],
  );
  const lowestInBlock = checked === 'lowest';
  const issues: EntryIssue[] =
    checked === '' || lowestInBlock
      ? []
      : checked
          .split(' ')
          .map((code) => ({ seat, code: code as EntryIssueCode }))
          .filter((issue) => showAll || issue.code !== 'missing');
  const names = game.players.map((p) => p.name);
  const name = playerName(seat, names);
  const headingId = `seat-${seat}`;
  const issueId = `seat-${seat}-issue`;
  const tapping = entry?.kind === 'tiles';
  // Switched to tiles: the card comes whole into view, so no tile then needs a scroll.
  const card = useRef<HTMLElement>(null);
  const switched = useRef(false);
  const photoOpened = useRef(false);
  useEffect(() => {
    if (tapping && switched.current) card.current?.scrollIntoView({ block: 'nearest' });
    switched.current = false;
  }, [tapping]);

  if (wentOut) {
    return (
      <section class="card seat-entry" aria-labelledby={headingId}>
        <h3 id={headingId} tabIndex={-1}>
          {name}
        </h3>
        <p class="went-out">{t('scorekeeper.endRound.wentOut')}</p>
      </section>
    );
  }

  const how = entry?.kind ?? 'typed';
  const tapped = tilesOf(entry);
  const tappedScore = handScore(game.rules, tapped);
  const typed = entry?.kind === 'typed' ? entry.value : '';
  const photographed = entry?.kind === 'photo' ? entry.value : null;
  const score = tapping ? tappedScore : how === 'photo' ? photographed : typedNumber(typed);
  const photoShown = how === 'photo' && photographed === null;
  if (photoShown) photoOpened.current = true;
  const invalid = issues.length > 0;
  return (
    <section ref={card} class="card seat-entry" aria-labelledby={headingId}>
      <h3 id={headingId} tabIndex={-1}>
        {name}
      </h3>
      <Taps<HandMode>
        look="segments"
        legend={t('scorekeeper.endRound.how.legend', { name })}
        name={`how-${seat}`}
        value={how}
        choices={[
          { value: 'typed', label: t('scorekeeper.endRound.how.typed') },
          { value: 'tiles', label: t('scorekeeper.endRound.how.tiles') },
          { value: 'photo', label: t('entry.how.photo') },
        ]}
        onChange={(mode) => {
          switched.current = mode === 'tiles';
          dispatch({ type: 'mode', seat, mode });
        }}
      />

      {tapping ? (
        <div class="stack tiles-entry">
          <TileKeypad
            set={game.rules.set}
            hand={entry.tiles}
            unavailable={unavailable}
            label={t('scorekeeper.endRound.tilesLabel', { name })}
            name={`tiles-${seat}`}
            onToggle={(tile) => dispatch({ type: 'tile', seat, tile })}
            total={
              <p class="tapped-total" aria-live="polite">
                {t('scorekeeper.endRound.tapped', {
                  count: tapped.length,
                  score: t('game.count.points', { count: tappedScore }),
                })}
              </p>
            }
          />
          {/* There from the start, only greyed while nothing is tapped: the first tap moves nothing. */}
          <button
            type="button"
            class="button"
            disabled={tapped.length === 0}
            onClick={() => dispatch({ type: 'clear-tiles', seat })}
          >
            {t('scorekeeper.endRound.clearTiles')}
          </button>
        </div>
      ) : how === 'photo' ? (
        photographed === null ? null : (
          <div class="photo-entry">
            <p class="muted">{t('entry.fromPhoto')}</p>
            <button
              type="button"
              class="button"
              onClick={() => dispatch({ type: 'photo', seat, total: null })}
            >
              {t('photo.retake')}
            </button>
          </div>
        )
      ) : (
        <div class="typed-entry">
          <label for={`pips-${seat}`}>{t('scorekeeper.endRound.pipsLabel', { name })}</label>
          <input
            id={`pips-${seat}`}
            class="pips-input"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={MAX_TYPED_LENGTH}
            value={typed}
            aria-invalid={invalid}
            aria-describedby={invalid ? issueId : undefined}
            onInput={(event) => dispatch({ type: 'typed', seat, text: event.currentTarget.value })}
          />
        </div>
      )}

      {photoOpened.current && (
        // Kept, only hidden, while another way of counting is chosen or the count is used: the
        // photo and every tile fixed on it are there again when the person comes back to it.
        <div hidden={!photoShown}>
          <PhotoCount
            doubleBlank={game.rules.doubleBlank}
            set={game.rules.set}
            unavailable={unavailable}
            onUse={(total) => dispatch({ type: 'photo', seat, total })}
          />
        </div>
      )}

      {invalid ? (
        <p id={issueId} class="error">
          {issues.map((issue) => issueText(issue, game, engine)).join(' ')}
        </p>
      ) : lowestInBlock ? (
        <p class="round-score">{t('entry.lowestInBlock')}</p>
      ) : (
        // Tapped tiles show their total already, above the hand.
        !tapping &&
        score !== null && (
          <p class="round-score">
            {t('scorekeeper.endRound.roundScore', {
              score: t('game.count.points', { count: score }),
            })}
          </p>
        )
      )}
    </section>
  );
}
