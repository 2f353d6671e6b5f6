import type { OptionName } from './options';
import type { OpenDouble, RoundEnd, TrainId } from './round';
import type { Tile } from './tile';
import type { RefusalCode, RuleId } from './vocabulary';

/** What decided a verdict, for the sentence a person reads and for the rule card it cites. */
export interface Facts {
  seat: number;
  tile?: Tile;
  train?: TrainId;
  /** The number the train needs. */
  end?: number;
  /** The uncovered double that decided. */
  double?: OpenDouble;
  /** A play the mover could make instead (for must-play). */
  fits?: { tile: Tile; train: TrainId };
  /** The house-rule option that decided, with its value at this table. */
  option?: { name: OptionName; value: unknown };
  /** Whose turn it is. */
  turn?: number;
  over?: RoundEnd;
}

export type Verdict =
  | { legal: true; rule: RuleId; facts: Facts }
  | { legal: false; code: RefusalCode; rule: RuleId; facts: Facts };

export function legal(rule: RuleId, facts: Facts): Verdict {
  return { legal: true, rule, facts };
}

export function refused(code: RefusalCode, rule: RuleId, facts: Facts): Verdict {
  return { legal: false, code, rule, facts };
}
