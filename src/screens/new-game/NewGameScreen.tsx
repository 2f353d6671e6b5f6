import { useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import type { DbFailure } from '../../db/transact';
import { formatList, t } from '../../i18n';
import { useAppState } from '../../state/app-context';
import { startGame } from '../../state/game-list-writes';
import {
  type FormProblem,
  formProblems,
  gameInput,
  newGameForm,
  seatPlayers,
} from '../../state/new-game-form';
import { SaveFailure } from '../../ui/SaveFailure';
import { Screen } from '../../ui/Screen';
import { PlayersEditor } from './PlayersEditor';
import { RuleChoices } from './RuleChoices';
import '../../ui/scorekeeper.css';
import './new-game.css';

const defaultName = (number: number) => t('game.players.defaultName', { number });

function problemText(problem: FormProblem): string {
  return problem.kind === 'duplicate-name'
    ? t('scorekeeper.newGame.players.duplicate', { name: problem.name })
    : t('scorekeeper.newGame.length.customInvalid', { count: problem.max });
}

/**
 * A new game (/new): the players in seat order (or last time's in one tap), the rule set, the
 * domino set and length, the house rules; one button starts round 1.
 */
export function NewGameScreen() {
  const { db, lastPlayers } = useAppState();
  const { route } = useLocation();
  const [form, setForm] = useState(newGameForm);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<DbFailure | null>(null);
  const [starting, setStarting] = useState(false);
  const last = lastPlayers.value;
  const previous = last.status === 'ready' ? last.value : [];

  const problems = formProblems(form, defaultName);
  // A duplicate name shows as soon as it is typed; a half-typed number of rounds only once
  // the person tries to start.
  const duplicate = problems.find((p) => p.kind === 'duplicate-name');
  const rounds = problems.find((p) => p.kind === 'rounds');

  const start = async () => {
    setTried(true);
    const input = gameInput(form, defaultName);
    if (!input) return;
    setStarting(true);
    const created = await startGame(db, input.players, input.rules);
    setStarting(false);
    setFailure(created.ok ? null : created);
    if (created.ok) route(`/game/${created.value.id}`);
  };

  // The form appears whole once last time's players are known (a moment), so the "same players"
  // button never pushes the form down under a thumb.
  if (last.status === 'loading') return <Screen title={t('scorekeeper.newGame.title')} back="/" />;

  return (
    <Screen title={t('scorekeeper.newGame.title')} back="/">
      <div class="stack">
        <section class="stack" aria-labelledby="players-heading">
          <h2 id="players-heading">{t('scorekeeper.newGame.players.heading')}</h2>
          {previous.length >= 2 && (
            <button
              type="button"
              class="button wide"
              onClick={() => setForm(seatPlayers(form, previous))}
            >
              {t('scorekeeper.newGame.players.samePlayers', {
                names: formatList(previous.map((p) => p.name)),
              })}
            </button>
          )}
          <p class="muted">{t('scorekeeper.newGame.players.intro')}</p>
          <PlayersEditor form={form} onChange={setForm} defaultName={defaultName} />
          {duplicate && (
            <p class="error" role="alert">
              {problemText(duplicate)}
            </p>
          )}
        </section>

        <RuleChoices
          form={form}
          onChange={setForm}
          roundsProblem={tried && rounds ? problemText(rounds) : null}
        />

        {tried && problems.length > 0 && (
          <div class="error" role="alert">
            <p>{t('scorekeeper.newGame.notStarted')}</p>
            <ul>
              {problems.map((problem) => (
                <li key={problemText(problem)}>{problemText(problem)}</li>
              ))}
            </ul>
          </div>
        )}
        <SaveFailure failure={failure} />
        <button type="button" class="button primary big wide" disabled={starting} onClick={start}>
          {t('scorekeeper.newGame.start')}
        </button>
      </div>
    </Screen>
  );
}
