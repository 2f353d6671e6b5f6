import { useCallback, useRef } from 'preact/hooks';
import type { SeatEntry as Entry, GameRecord, RoundDraft } from '../../db/model';
import { t } from '../../i18n';
import { type EntryIssue, type ScoredDraft, scoreDraft } from '../../rules';
import { issuesBySeat, zeroScoreReasons } from './entry-issues';
import { OutChoice } from './OutChoice';
import { SeatEntry } from './SeatEntry';
import '../../ui/scorekeeper.css';
import './end-round.css';

interface RoundEntryFormProps {
  game: GameRecord;
  draft: RoundDraft;
  onChange: (next: RoundDraft) => void;
  /**
   * After a save was tried: every issue shows, "nothing entered" included. Before it, only
   * issues with what was entered show, so a half-filled form is not all red.
   */
  showAll: boolean;
}

/** The issues a form shows now, by seat. */
function shownIssues(scored: ScoredDraft, showAll: boolean): Map<number, EntryIssue[]> {
  const shown = new Map<number, EntryIssue[]>();
  for (const [seat, issues] of issuesBySeat(scored)) {
    const visible = showAll ? issues : issues.filter((issue) => issue.code !== 'missing');
    if (visible.length > 0) shown.set(seat, visible);
  }
  return shown;
}

/**
 * What ends a round: who went out or that it was blocked, and each other player's pips. Used to
 * enter a round and to change a past one, so both read and check alike.
 */
export function RoundEntryForm({ game, draft, onChange, showAll }: RoundEntryFormProps) {
  const scored = scoreDraft(game, draft);
  const issues = shownIssues(scored, showAll);
  // A seat that did not change is not drawn again (SeatEntry), so its handlers may be older than
  // the draft: they put their entry into the latest one, read here, never into their own copy.
  const latest = useRef({ draft, onChange });
  latest.current = { draft, onChange };
  const onEntry = useCallback((seat: number, entry: Entry) => {
    const { draft: current, onChange: change } = latest.current;
    change({ ...current, entries: current.entries.map((e, i) => (i === seat ? entry : e)) });
  }, []);
  return (
    <div class="stack">
      <OutChoice game={game} draft={draft} onChange={onChange} />
      <h2>{t('game.words.pips')}</h2>
      {game.players.map((player, seat) => (
        <SeatEntry
          key={player.id}
          game={game}
          draft={draft}
          seat={seat}
          issues={issues.get(seat) ?? []}
          lowestInBlock={scored.ok && scored.lowestInBlock.includes(seat)}
          onEntry={onEntry}
        />
      ))}
      {zeroScoreReasons(game, scored).map((reason) => (
        <p key={reason} class="muted" role="status">
          {reason}
        </p>
      ))}
    </div>
  );
}
