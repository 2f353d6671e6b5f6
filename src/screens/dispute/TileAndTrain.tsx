import { t } from '../../i18n';
import type { Tile } from '../../rules';
import type { DisputeForm } from '../../state/dispute-form';
import { Taps } from '../../ui/Taps';
import { stepId } from './AnswerBar';
import { TileQuestion } from './TileQuestion';
import { type TrainTapsOptions, trainTaps } from './train-taps';

interface TileAndTrainProps {
  form: DisputeForm;
  /** The trains as this table offers them (its rules give the set the tile comes from). */
  trains: TrainTapsOptions;
  onChange: (change: Partial<DisputeForm>) => void;
}

/** Which tile, then where: the two questions every check asks, told or followed. */
export function TileAndTrain({ form, trains, onChange }: TileAndTrainProps) {
  return (
    <>
      <TileQuestion
        id={stepId('tile')}
        set={trains.rules.set}
        value={form.tile}
        onChange={(tile: Tile | null) => onChange({ tile })}
      />
      <Taps
        id={stepId('train')}
        legend={t('dispute.check.train')}
        name="train"
        value={form.train}
        choices={trainTaps(trains)}
        onChange={(train) => onChange({ train })}
      />
    </>
  );
}
