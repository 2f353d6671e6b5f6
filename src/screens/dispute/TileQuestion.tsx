import { t } from '../../i18n';
import type { Tile } from '../../rules';
import { TileChooser } from '../../ui/TileChooser';

interface TileQuestionProps {
  set: number;
  value: Tile | null;
  onChange: (tile: Tile | null) => void;
  /** The question, when it is not "Which tile?". */
  legend?: string;
  id?: string;
}

/** "Which tile?" in two taps: one of its numbers, then the tile among those carrying it. */
export function TileQuestion({ set, value, onChange, legend, id }: TileQuestionProps) {
  return (
    <div id={id}>
      <TileChooser
        set={set}
        value={value}
        onChange={onChange}
        name="tile"
        text={{
          legend: legend ?? t('dispute.check.tile.legend'),
          number: t('dispute.check.tile.number'),
          pick: t('dispute.check.tile.pick'),
          change: t('dispute.check.tile.change'),
        }}
      />
    </div>
  );
}
