import { type ReadonlySignal, useComputed } from '@preact/signals';
import { Component } from 'preact';
import { useCallback, useRef } from 'preact/hooks';
import type { HandEntry as Entry, GameRecord, RoundDraft } from '../../db/model';
import { t } from '../../i18n';
import { type ScoredDraft, scoreDraft } from '../../rules';
import { zeroScoreReasons } from './entry-issues';
import { OutChoice } from './OutChoice';
import { SeatEntry } from './SeatEntry';
import '../../ui/scorekeeper.css';
import './end-round.css';

interface RoundEntryFormProps {
  game: GameRecord;
  /** The round as entered; each part of the form reads only what it shows (see SeatEntry). */
  draft: ReadonlySignal<RoundDraft>;
  onChange: (next: RoundDraft) => void;
  /**
   * After a save was tried: every issue shows, "nothing entered" included. Before it, only
   * issues with what was entered show, so a half-filled form is not all red.
   */
  showAll: boolean;
}

/**
 * What ends a round: who went out or that it was blocked, and each other player's pips. Used to
 * enter a round and to change a past one, so both read and check alike. The form itself reads
 * nothing of the draft: a tap redraws only the parts whose own reading changed (issue 16), and
 * the screen drawn again with the same props does not draw it again.
 */
export class RoundEntryForm extends Component<RoundEntryFormProps> {
  override shouldComponentUpdate(next: RoundEntryFormProps): boolean {
    const now = this.props;
    return (
      next.game !== now.game ||
      next.draft !== now.draft ||
      next.onChange !== now.onChange ||
      next.showAll !== now.showAll
    );
  }

  override render(props: RoundEntryFormProps) {
    return <EntryForm {...props} />;
  }
}

function EntryForm({ game, draft, onChange, showAll }: RoundEntryFormProps) {
  const scored = useComputed(() => scoreDraft(game, draft.value));
  // Seats keep their handlers while they are not drawn again: they put their entry into the
  // draft as it is at the tap, through the latest onChange.
  const latest = useRef(onChange);
  latest.current = onChange;
  const onEntry = useCallback(
    (seat: number, entry: Entry) => {
      const current = draft.peek();
      latest.current({
        ...current,
        entries: current.entries.map((e, i) => (i === seat ? entry : e)),
      });
    },
    [draft],
  );
  return (
    <div class="stack">
      <OutChoice game={game} draft={draft} onChange={onChange} />
      <h2>{t('game.words.pips')}</h2>
      {game.players.map((player, seat) => (
        <SeatEntry
          key={player.id}
          game={game}
          draft={draft}
          scored={scored}
          seat={seat}
          showAll={showAll}
          onEntry={onEntry}
        />
      ))}
      <ZeroScoreReasons game={game} scored={scored} />
    </div>
  );
}

/** Why a seat scores 0 although it holds pips; drawn again only when the sentences change. */
function ZeroScoreReasons({
  game,
  scored,
}: {
  game: GameRecord;
  scored: ReadonlySignal<ScoredDraft>;
}) {
  const reasons = useComputed(() => zeroScoreReasons(game, scored.value).join('\n')).value;
  return (
    <>
      {reasons !== '' &&
        reasons.split('\n').map((reason) => (
          <p key={reason} class="muted" role="status">
            {reason}
          </p>
        ))}
    </>
  );
}
