import { type ReadonlySignal, useComputed } from '@preact/signals';
import type { GameRecord } from '../../db/model';
import { t } from '../../i18n';
import type { ScoredDraft } from '../../rules';
import type { DraftForm } from '../../state/draft-form';
import { zeroScoreReasons } from './entry-issues';
import { OutChoice } from './OutChoice';
import { SeatEntry } from './SeatEntry';
import '../../ui/scorekeeper.css';
import './end-round.css';

interface RoundEntryFormProps {
  game: GameRecord;
  /** The round as entered; each part of the form reads only what it shows (see SeatEntry). */
  form: DraftForm;
  /**
   * After a save was tried: every issue shows, "nothing entered" included. Before it, only
   * issues with what was entered show, so a half-filled form is not all red.
   */
  showAll: boolean;
}

/**
 * What ends a round: who went out or that it was blocked, and each other player's pips. Used to
 * enter a round and to change a past one, so both read and check alike. The form itself reads
 * nothing of the draft: a tap redraws only the parts whose own reading changed (issue 16).
 */
export function RoundEntryForm({ game, form, showAll }: RoundEntryFormProps) {
  return (
    <div class="stack">
      <OutChoice game={game} form={form} />
      <h2>{t('game.words.pips')}</h2>
      {game.players.map((player, seat) => (
        <SeatEntry key={player.id} game={game} form={form} seat={seat} showAll={showAll} />
      ))}
      <ZeroScoreReasons game={game} scored={form.scored} />
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
