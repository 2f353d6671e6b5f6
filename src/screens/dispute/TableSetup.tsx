import { type MessageKey, t, tileName } from '../../i18n';
import type { PresetId } from '../../rules';
import type { TableFacts } from '../../state/dispute-form';
import { presetTaps } from '../../ui/preset-taps';
import { numberTaps, Taps } from '../../ui/Taps';

/** The fewest and most players a quick check without a game offers (one double-12 table). */
const PLAYER_COUNTS = [2, 3, 4, 5, 6, 7, 8];

interface TableSetupProps {
  table: TableFacts;
  onPreset: (preset: PresetId) => void;
  onPlayers: (players: number) => void;
  onEngine: (engine: number) => void;
}

/**
 * For a quick check without a game: which rules, how many players, which engine. Folded under
 * one line that says what is chosen: round 1 of a standard game for four needs no tap at all.
 */
export function TableSetup({ table, onPreset, onPlayers, onEngine }: TableSetupProps) {
  const { rules, players, engine } = table;
  return (
    <details class="card table-setup">
      <summary>
        {t('dispute.check.table.summary', {
          preset: t(`game.presets.${rules.preset}.name` as MessageKey),
          count: players,
          tile: tileName([engine, engine]),
        })}
      </summary>
      <div class="stack">
        <Taps
          legend={t('dispute.check.table.preset')}
          name="preset"
          value={table.rules.preset}
          choices={presetTaps()}
          onChange={onPreset}
        />
        <Taps
          legend={t('dispute.check.table.players')}
          name="players"
          layout="numbers"
          value={table.players}
          choices={PLAYER_COUNTS.map((count) => ({ value: count, label: String(count) }))}
          onChange={onPlayers}
        />
        <Taps
          legend={t('dispute.check.table.engine')}
          name="engine"
          layout="numbers"
          value={table.engine}
          choices={numberTaps(table.rules.set)}
          onChange={onEngine}
        />
      </div>
    </details>
  );
}
