import { useState } from 'preact/hooks';
import { useLocation, useRoute } from 'preact-iso';
import type { GameRecord, RoundDraft } from '../../db/model';
import type { DbFailure } from '../../db/transact';
import { t } from '../../i18n';
import { localDraftForm } from '../../state/draft-form';
import type { GameModel } from '../../state/game-model';
import { useGameModel } from '../../state/use-game';
import { GameLoader } from '../../ui/GameLoader';
import { SaveFailure } from '../../ui/SaveFailure';
import { Screen } from '../../ui/Screen';
import { RoundEntryForm } from './RoundEntryForm';
import { useSaveAttempt } from './save-attempt';
import { ToFix } from './ToFix';

/**
 * A past round opened for changes (/game/:id/rounds/:round, from 1): the same form that entered
 * it, filled in as it was saved; saving replaces it and the change goes into the game's history.
 */
export function EditRoundScreen() {
  const { params } = useRoute();
  const model = useGameModel(params.id ?? '');
  const round = Number(params.round);
  return (
    <Screen
      title={t('scorekeeper.endRound.edit.title', { round })}
      back={`/game/${params.id ?? ''}/scores`}
    >
      <GameLoader game={model.live}>
        {(game) =>
          Number.isInteger(round) && game.rounds[round - 1] ? (
            <EditRound game={game} model={model} index={round - 1} />
          ) : (
            <p role="alert">{t('scorekeeper.endRound.edit.notFound', { round })}</p>
          )
        }
      </GameLoader>
    </Screen>
  );
}

function EditRound({ game, model, index }: { game: GameRecord; model: GameModel; index: number }) {
  const { route } = useLocation();
  // Shown only for a round the game has.
  const [form] = useState(() => localDraftForm(game.rules, model.roundDraft(index) as RoundDraft));
  const attempt = useSaveAttempt(form.scored);
  const [failure, setFailure] = useState<DbFailure | null>(null);
  const scores = `/game/${game.id}/scores`;

  const save = async () => {
    if (!attempt.ready()) return;
    const saved = await model.editRound(index, form.draft.peek());
    setFailure(saved.ok ? null : saved);
    if (saved.ok) route(scores);
  };

  return (
    <div class="stack">
      <RoundEntryForm game={game} form={form} showAll={attempt.showAll} />
      <ToFix attempt={attempt} />
      <SaveFailure failure={failure} />
      <button type="button" class="button primary big wide" onClick={save}>
        {t('scorekeeper.endRound.edit.save')}
      </button>
      <a class="button wide" href={scores}>
        {t('common.cancel')}
      </a>
    </div>
  );
}
