import type { FollowedRound, StartingTable } from '../../db/model';
import { playerName, t, tileName, trainName } from '../../i18n';
import type { Rules, TrainId } from '../../rules';
import {
  canHoldDouble,
  endOf,
  withDouble,
  withEnd,
  withMarker,
  withTilesToDraw,
} from '../../state/starting-table';
import { numberTaps, Taps } from '../../ui/Taps';

interface StartingTableFormProps {
  rules: Rules;
  engine: number;
  names: readonly string[];
  follow: FollowedRound & { from: StartingTable };
  /** Whose turn it is and the table, as told after the latest tap (stored at once). */
  onChange: (seat: number, from: StartingTable) => void;
}

const NO_TILE = 'none' as const;
const YES = 'yes';
const NO = 'no';

/**
 * Following a round already under way: the table told in a tap a train (its last number, on a
 * pad; no tile yet is already chosen), with its marker and a double waiting ticked on it, whose
 * turn it is and whether tiles are left to draw. Shown until the first play is recorded.
 */
export function StartingTableForm({
  rules,
  engine,
  names,
  follow,
  onChange,
}: StartingTableFormProps) {
  const { from, start } = follow;
  const tell = (next: StartingTable) => onChange(start, next);
  const trains: TrainId[] = [...names.keys(), 'mexican'];
  return (
    <section class="stack told-table" aria-labelledby="told-heading">
      <h2 id="told-heading">{t('dispute.follow.told.heading')}</h2>
      <p class="muted">{t('dispute.follow.told.intro', { name: playerName(start, names) })}</p>
      <Taps
        legend={t('dispute.follow.turnNow')}
        name="told-turn"
        layout="row"
        value={start}
        choices={names.map((_, seat) => ({ value: seat, label: playerName(seat, names) }))}
        onChange={(seat) => onChange(seat, from)}
      />
      {trains.map((train) => {
        const end = endOf(from, train);
        const owner = train === 'mexican' ? null : train;
        return (
          <div key={String(train)} class="card told-train">
            <Taps<number | typeof NO_TILE>
              legend={t('dispute.check.end.question', { train: trainName(train, -1, names) })}
              name={`told-end-${train}`}
              layout="numbers"
              value={end ?? NO_TILE}
              choices={[
                ...numberTaps(rules.set),
                { value: NO_TILE, label: t('dispute.check.end.notStarted'), wide: true },
              ]}
              onChange={(value) =>
                tell(withEnd(from, train, value === NO_TILE ? null : value, engine))
              }
            >
              <div class="tap-choices row told-ticks">
                {owner !== null && rules.markers && (
                  <Tick
                    label={t('game.marker.toggle', { name: playerName(owner, names) })}
                    checked={from.markers[owner] === true}
                    onChange={(open) => tell(withMarker(from, owner, open))}
                  />
                )}
                {end !== null && canHoldDouble(from, train, engine) && (
                  <Tick
                    label={t('dispute.follow.told.double', { double: tileName([end, end]) })}
                    checked={from.doubles.includes(train)}
                    onChange={(waiting) => tell(withDouble(from, train, waiting, engine))}
                  />
                )}
              </div>
            </Taps>
          </div>
        );
      })}
      <Taps
        legend={t('dispute.follow.told.tilesToDraw')}
        name="told-tiles-to-draw"
        layout="row"
        value={from.tilesToDraw ? YES : NO}
        choices={[
          { value: YES, label: t('common.yes') },
          { value: NO, label: t('common.no') },
        ]}
        onChange={(value) => tell(withTilesToDraw(from, value === YES))}
      />
    </section>
  );
}

/** Something true of a train or not, ticked in one tap: an answer box holding a checkbox. */
function Tick({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label class={checked ? 'tap chosen' : 'tap'}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span class="tap-text">
        <span class="tap-label">{label}</span>
      </span>
    </label>
  );
}
