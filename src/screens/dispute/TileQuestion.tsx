import { Component } from 'preact';
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

/**
 * "Which tile?" in two taps: one of its numbers, then the tile among those carrying it. Drawn
 * again only when its own answer changes: an answer tapped elsewhere on the screen leaves its
 * dominoes as they are (npm run timing).
 */
export class TileQuestion extends Component<TileQuestionProps> {
  override shouldComponentUpdate(next: TileQuestionProps): boolean {
    const now = this.props;
    return (
      now.set !== next.set ||
      now.value !== next.value ||
      now.legend !== next.legend ||
      now.id !== next.id
    );
  }

  /** The latest onChange: the chooser keeps the handler of the last time it was drawn. */
  private readonly choose = (tile: Tile | null) => this.props.onChange(tile);

  override render({ set, value, legend, id }: TileQuestionProps) {
    return (
      <div id={id}>
        <TileChooser
          set={set}
          value={value}
          onChange={this.choose}
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
}
