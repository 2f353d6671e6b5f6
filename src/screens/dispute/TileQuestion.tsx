import { useMemo, useRef } from 'preact/hooks';
import { locale, t } from '../../i18n';
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

/**
 * "Which tile?" in two taps: one of its numbers, then the tile among those carrying it. The same
 * chooser is handed back while its own answer is unchanged, so an answer tapped elsewhere on the
 * screen leaves its dominoes as they are (npm run timing); it calls the latest onChange.
 */
export function TileQuestion({ set, value, onChange, legend, id }: TileQuestionProps) {
  const latest = useRef(onChange);
  latest.current = onChange;
  const language = locale.value;
  return useMemo(
    () => (
      <div id={id}>
        <TileChooser
          set={set}
          value={value}
          onChange={(tile) => latest.current(tile)}
          name="tile"
          text={{
            legend: legend ?? t('dispute.check.tile.legend'),
            number: t('dispute.check.tile.number'),
            pick: t('dispute.check.tile.pick'),
            change: t('dispute.check.tile.change'),
          }}
        />
      </div>
    ),
    [set, value, legend, id, language],
  );
}
