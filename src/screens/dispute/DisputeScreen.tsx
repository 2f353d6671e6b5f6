import { useState } from 'preact/hooks';
import { useRoute } from 'preact-iso';
import type { GameRecord } from '../../db/model';
import { explainVerdict, type MessageKey, t, tileName } from '../../i18n';
import { PRESETS, type PresetId, presetRules, type RoundState } from '../../rules';
import {
  type DisputeAnswer,
  settle,
  settleOnTable,
  underOtherPresets,
  underOtherPresetsOnTable,
} from '../../state/dispute';
import {
  type DisputeForm,
  emptyForm,
  type FormStep,
  fitToTable,
  type TableFacts,
  toQuestion,
} from '../../state/dispute-form';
import { tableAsking } from '../../state/follow';
import type { GameModel } from '../../state/game-model';
import { type GameView, tableEngine } from '../../state/game-view';
import { useGameModel } from '../../state/use-game';
import { GameLoader } from '../../ui/GameLoader';
import { Screen } from '../../ui/Screen';
import { AnswerBar } from './AnswerBar';
import { AnswerView, type Asked } from './AnswerView';
import { DisputeQuestions } from './DisputeQuestions';
import { FollowedQuestions } from './FollowedQuestions';
import { TableSetup } from './TableSetup';
import './dispute.css';

/**
 * "Can I play this?" (/game/:id/check, prefilled from the game; /check, rules and players chosen
 * here). The person taps only what matters; the answer comes from the rules engine under the
 * table's own rules, with the rule that decided and the other rule sets beside it.
 */
export function DisputeScreen() {
  const { params } = useRoute();
  return params.id ? <GameDispute gameId={params.id} /> : <DisputeWithoutGame />;
}

function GameDispute({ gameId }: { gameId: string }) {
  const model = useGameModel(gameId);
  return (
    <Screen title={t('dispute.check.title')} back={`/game/${gameId}`}>
      <GameLoader game={model.live}>
        {(game) => <DisputeInGame game={game} model={model} />}
      </GameLoader>
    </Screen>
  );
}

function DisputeInGame({ game, model }: { game: GameRecord; model: GameModel }) {
  const names = game.players.map((player) => player.name);
  const view = model.view.value as GameView;
  const table: TableFacts = {
    rules: game.rules,
    players: names.length,
    engine: tableEngine(game),
  };
  const [form, setForm] = useState(() => emptyForm(names.length, game.draft?.markers));
  // The table rebuilt from the plays recorded in "Follow the table", if this round is followed.
  const followed = model.follow.round.value;
  const asked = [...(form.tile ? [form.tile] : []), ...(form.hand ?? [])];
  const followedTable =
    followed && tableAsking(followed.setup, followed.follow, followed.table, asked);
  const [describing, setDescribing] = useState(false);
  const presetName = t(`game.presets.${game.rules.preset}.name` as MessageKey);
  const atTable = followedTable && !describing ? followedTable : null;
  return (
    <div class="stack">
      <p class="muted">
        {t('dispute.check.context', {
          round: view.round,
          rounds: view.rounds,
          tile: tileName([table.engine, table.engine]),
          preset: presetName,
        })}
      </p>
      {atTable ? (
        <FollowedQuestions
          table={atTable}
          names={names}
          form={form}
          onChange={setForm}
          onDescribe={() => setDescribing(true)}
        />
      ) : (
        <>
          {followedTable && (
            <button type="button" class="button wide" onClick={() => setDescribing(false)}>
              {t('dispute.check.followed.use')}
            </button>
          )}
          <DisputeQuestions table={table} names={names} form={form} onChange={setForm} />
        </>
      )}
      <Outcome
        result={atTable ? askTable(atTable, form, names) : askDescribed(table, form, names)}
        names={names}
      />
    </div>
  );
}

type Result = { missing: FormStep } | { asked: Asked };

function askDescribed(table: TableFacts, form: DisputeForm, names: readonly string[]): Result {
  const reading = toQuestion(form, table);
  if (!reading.ok) return { missing: reading.missing };
  const answer = settle(reading.question);
  return { asked: asked(table, names, answer, underOtherPresets(reading.question, answer)) };
}

function askTable(state: RoundState, form: DisputeForm, names: readonly string[]): Result {
  if (!form.tile) return { missing: 'tile' };
  if (form.train === null) return { missing: 'train' };
  const ask = { tile: form.tile, train: form.train, hand: form.hand };
  const answer = settleOnTable(state, ask);
  const others = underOtherPresetsOnTable(state, ask, answer);
  return { asked: asked(state, names, answer, others) };
}

function asked(
  table: { rules: TableFacts['rules']; players: number },
  names: readonly string[],
  answer: DisputeAnswer,
  others: Asked['others'],
): Asked {
  return { rules: table.rules, players: table.players, names, answer, others };
}

function Outcome({ result, names }: { result: Result; names: readonly string[] }) {
  if ('missing' in result) return <AnswerBar missing={result.missing} />;
  const { answer, rules } = result.asked;
  const play = explainVerdict(answer.play, { names, markers: rules.markers, move: 'play' });
  return (
    <>
      <AnswerBar answer={play.answer} sentence={play.sentence} />
      <AnswerView asked={result.asked} />
    </>
  );
}

/** The quick check without a game: the rule set, the players and the engine are chosen here. */
function DisputeWithoutGame() {
  const [table, setTable] = useState<TableFacts>(() => freeTable('standard', 4));
  const [form, setForm] = useState(() => emptyForm(table.players));
  const names: string[] = [];
  const changeTable = (next: TableFacts) => {
    setTable(next);
    setForm((current) => fitToTable(current, next));
  };
  return (
    <Screen title={t('dispute.check.title')} back="/">
      <div class="stack">
        <TableSetup
          table={table}
          onPreset={(preset) => changeTable(freeTable(preset, table.players))}
          onPlayers={(players) => changeTable({ ...table, players })}
          onEngine={(engine) => changeTable({ ...table, engine })}
        />
        <DisputeQuestions table={table} names={names} form={form} onChange={setForm} />
        <Outcome result={askDescribed(table, form, names)} names={names} />
      </div>
    </Screen>
  );
}

/**
 * A rule set's own table: its set, round 1's engine, and its players where it fixes them (its
 * deal table names one number of players: Choo Choo Sixes deals to 2).
 */
function freeTable(preset: PresetId, players: number): TableFacts {
  const rules = presetRules(preset);
  const dealtTo = Object.keys(PRESETS[preset].deal[rules.set] ?? {}).map(Number);
  const fixed = dealtTo.length === 1 ? dealtTo[0] : undefined;
  return { rules, players: fixed ?? players, engine: rules.set };
}
