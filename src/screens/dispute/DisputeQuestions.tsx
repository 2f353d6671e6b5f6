import { playerName, t, trainName } from '../../i18n';
import {
  asksAboutOtherTrain,
  type DisputeForm,
  endIsTheDouble,
  needsOthersStarted,
  needsOwnStarted,
  type TableFacts,
} from '../../state/dispute-form';
import { numberTaps, Taps } from '../../ui/Taps';
import { stepId } from './AnswerBar';
import { HandQuestion } from './HandQuestion';
import { TileAndTrain } from './TileAndTrain';
import { trainTaps } from './train-taps';

interface DisputeQuestionsProps {
  table: TableFacts;
  names: readonly string[];
  form: DisputeForm;
  onChange: (form: DisputeForm) => void;
}

const YES = 'yes';
const NO = 'no';

function yesNo(yes = t('common.yes'), no = t('common.no')) {
  return [
    { value: NO, label: no },
    { value: YES, label: yes },
  ];
}

/**
 * The quick check's questions, in the order a dispute is told: who asks, which tile, where,
 * what that train ends in, then the situation (a double waiting, a tile drawn) and, if they
 * like, the whole hand. A question shows only when its answer can change the verdict.
 */
export function DisputeQuestions({ table, names, form, onChange }: DisputeQuestionsProps) {
  const { rules, players } = table;
  const set = (change: Partial<DisputeForm>) => onChange({ ...form, ...change });
  const seats = Array.from({ length: players }, (_, seat) => seat);
  const asker = form.seat === null ? '' : playerName(form.seat, names);
  const double = form.double;
  return (
    <div class="stack questions">
      <Taps
        id={stepId('seat')}
        legend={t('dispute.check.seat')}
        name="seat"
        layout="row"
        value={form.seat}
        choices={seats.map((seat) => ({ value: seat, label: playerName(seat, names) }))}
        onChange={(seat) => set({ seat })}
      />
      <TileAndTrain
        form={form}
        trains={{ rules, names, seat: form.seat, markers: form.markers }}
        onChange={set}
      />
      {asksAboutOtherTrain(form) && rules.markers && double?.train !== form.train && (
        <Taps
          legend={t('dispute.check.marker.question', { name: playerName(form.train, names) })}
          name="marker"
          layout="row"
          value={form.markers[form.train] ? YES : NO}
          choices={yesNo(t('dispute.check.marker.yes'), t('dispute.check.marker.no'))}
          onChange={(value) =>
            set({
              markers: form.markers.map((open, seat) =>
                seat === form.train ? value === YES : open,
              ),
            })
          }
        />
      )}
      {form.train !== null && !endIsTheDouble(form) && (
        <Taps
          id={stepId('end')}
          legend={t('dispute.check.end.question', {
            train: trainName(form.train, form.seat ?? -1, names),
          })}
          name="end"
          layout="numbers"
          value={form.end}
          choices={[
            ...numberTaps(rules.set),
            { value: 'not-started' as const, label: t('dispute.check.end.notStarted'), wide: true },
          ]}
          onChange={(end) => set({ end })}
        />
      )}
      <Taps
        id={stepId('double')}
        legend={t('dispute.check.double.question')}
        name="double"
        layout="row"
        value={double ? YES : NO}
        choices={yesNo(t('dispute.check.double.waiting'), t('dispute.check.double.none'))}
        onChange={(value) =>
          set({ double: value === YES ? { value: null, train: null, mine: false } : null })
        }
      />
      {double && (
        <div class="stack nested">
          <Taps
            legend={t('dispute.check.double.value')}
            name="double-value"
            layout="numbers"
            value={double.value}
            choices={numberTaps(rules.set)}
            onChange={(value) => set({ double: { ...double, value } })}
          />
          <Taps
            legend={t('dispute.check.double.train')}
            name="double-train"
            value={double.train}
            choices={trainTaps({ rules, names, seat: form.seat, markers: form.markers })}
            onChange={(train) => set({ double: { ...double, train } })}
          />
          {form.seat !== null && (
            <Taps
              legend={t('dispute.check.double.mine', { name: asker })}
              name="double-mine"
              layout="row"
              value={double.mine ? YES : NO}
              choices={yesNo()}
              onChange={(value) => set({ double: { ...double, mine: value === YES } })}
            />
          )}
        </div>
      )}
      {form.seat !== null && (
        <Taps
          legend={t('dispute.check.drew', { name: asker })}
          name="drew"
          layout="row"
          value={form.drew ? YES : NO}
          choices={yesNo()}
          onChange={(value) => set({ drew: value === YES })}
        />
      )}
      {form.seat !== null && needsOwnStarted(form, rules) && (
        <Taps
          legend={t('dispute.check.ownStarted', { name: asker })}
          name="own-started"
          layout="row"
          value={form.ownStarted ? YES : NO}
          choices={yesNo()}
          onChange={(value) => set({ ownStarted: value === YES })}
        />
      )}
      {form.seat !== null && needsOthersStarted(form, rules) && (
        <Taps
          legend={t('houseRules.check.othersStarted')}
          name="others-started"
          layout="row"
          value={form.othersStarted ? YES : NO}
          choices={yesNo()}
          onChange={(value) => set({ othersStarted: value === YES })}
        />
      )}
      {form.seat !== null && (
        <HandQuestion
          set={rules.set}
          name={asker}
          hand={form.hand}
          onChange={(hand) => set({ hand })}
        />
      )}
    </div>
  );
}
