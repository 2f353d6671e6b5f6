import { useComputed } from '@preact/signals';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useLocation, useRoute } from 'preact-iso';
import type { GameRecord } from '../../db/model';
import type { DbFailure } from '../../db/transact';
import { t } from '../../i18n';
import { keepScreenAwake } from '../../pwa/wake-lock';
import type { DraftForm } from '../../state/draft-form';
import type { GameModel } from '../../state/game-model';
import type { GameView } from '../../state/game-view';
import { askToKeepStorage } from '../../state/keep-storage';
import { useGameModel } from '../../state/use-game';
import { GameLoader } from '../../ui/GameLoader';
import { SaveFailure } from '../../ui/SaveFailure';
import { Screen } from '../../ui/Screen';
import { RoundEntryForm } from './RoundEntryForm';
import { SavedNote } from './SavedNote';
import { useSaveAttempt } from './save-attempt';
import { ToFix } from './ToFix';

/**
 * The end of the round being played (/game/:id/end): who went out, everyone's pips, saved on
 * every keystroke; one button saves the round and goes on to the next (or to the winners).
 */
export function EndRoundScreen() {
  const { params } = useRoute();
  const model = useGameModel(params.id ?? '');
  useEffect(() => keepScreenAwake(), []);
  const round = model.view.value?.round ?? null;
  return (
    <Screen
      title={round ? t('scorekeeper.endRound.title', { round }) : t('game.words.round')}
      back={`/game/${params.id ?? ''}`}
    >
      <GameLoader game={model.live}>
        {(loaded) => <EndRound game={loaded} model={model} />}
      </GameLoader>
    </Screen>
  );
}

function EndRound({ game, model }: { game: GameRecord; model: GameModel }) {
  const { route } = useLocation();
  const { editor } = model;
  // Shown only while there is a draft (entering, below): its score is then never null.
  const form = editor as DraftForm;
  const attempt = useSaveAttempt(form.scored);
  const [failure, setFailure] = useState<DbFailure | null>(null);
  const view = model.view.value as GameView;
  const base = `/game/${game.id}`;
  // Only whether there is a draft: its parts are read where they are shown, so a tap redraws
  // them alone, not the whole screen (issue 16).
  const entering = useComputed(() => editor.draft.value !== null).value;
  // Each stored keystroke brings a new game record, after the paint. The form shows only its
  // players and rules: it keeps the record it has while those stay the same, and the same form
  // element is handed back, so Preact does not draw it again for every write.
  const table = useRef(game);
  if (!sameTable(table.current, game)) table.current = game;
  const entryForm = useMemo(
    () => <RoundEntryForm game={table.current} form={form} showAll={attempt.showAll} />,
    [table.current, form, attempt.showAll],
  );

  if (view.finished || view.allPlayed || !entering) {
    return (
      <a class="button primary big wide" href={view.finished ? `${base}/scores` : base}>
        {t('scorekeeper.endRound.backToRound')}
      </a>
    );
  }

  const last = view.round === view.rounds;
  const save = async () => {
    if (!attempt.ready()) return;
    const saved = await editor.save();
    setFailure(saved.ok ? null : saved);
    if (!saved.ok) return;
    if (saved.value.rounds.length === 1) void askToKeepStorage();
    if (saved.value.rounds.length < saved.value.rules.rounds) {
      route(base);
      return;
    }
    // The last round: the game is over, and the scores screen announces who won.
    const finished = await model.finish();
    setFailure(finished.ok ? null : finished);
    if (finished.ok) route(`${base}/scores`);
  };

  return (
    <div class="stack">
      {entryForm}
      <ToFix attempt={attempt} />
      <SaveFailure failure={failure ?? editor.failure.value} />
      <SavedNote state={editor.saveState} />
      <button type="button" class="button primary big wide" onClick={save}>
        {last
          ? t('scorekeeper.endRound.saveLast')
          : t('scorekeeper.endRound.save', { round: view.round })}
      </button>
    </div>
  );
}

/** Whether two records of a game have the same players and rules, all the entry form shows. */
function sameTable(a: GameRecord, b: GameRecord): boolean {
  return JSON.stringify([a.players, a.rules]) === JSON.stringify([b.players, b.rules]);
}
