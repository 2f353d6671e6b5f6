import type { Choices, PresetId } from './options';
import type { SetSize } from './tile';

/**
 * How many tiles each player is dealt, by set and player count. The first number is the
 * preset's; any others are the alternatives its source allows (000: "12 to 15").
 */
type DealTable = Partial<Record<SetSize, Partial<Record<number, readonly number[]>>>>;

interface Preset extends Choices {
  id: PresetId;
  set: SetSize;
  deal: DealTable;
  /** Which seed documents the preset follows. */
  sources: readonly string[];
}

const GUIDE_DEAL: DealTable = {
  12: { 2: [12, 15], 3: [12, 15], 4: [12, 15], 5: [11, 12], 6: [11, 12], 7: [10, 11], 8: [10, 11] },
};

const CLASSIC_DEAL: DealTable = {
  12: { 2: [16], 3: [16], 4: [15], 5: [14], 6: [12], 7: [10], 8: [9] },
  9: { 2: [15], 3: [13], 4: [10] },
};

const RUSSIAN_DEAL: DealTable = {
  12: { 2: [16], 3: [15], 4: [14], 5: [12], 6: [11], 7: [10], 8: [9] },
};

/** House rules from other rule sets: no preset's source plays them. */
const NO_HOUSE_RULES = {
  mexicanAfterAllTrains: false,
  ownTrainFirst: false,
  drawsPerTurn: 'per-play',
  blockedLowestScoresZero: false,
} as const;

export const PRESETS: Readonly<Record<PresetId, Preset>> = {
  standard: {
    id: 'standard',
    sources: ['000'],
    set: 12,
    deal: GUIDE_DEAL,
    afterDouble: 'cover',
    closeOrder: 'played',
    uncoverableReleases: false,
    finalDoubleMustBeCovered: false,
    emptyBoneyardEndsOnDouble: false,
    markers: true,
    doubleBlank: 50,
    engineMissing: 'draw-in-turn',
    firstPlayer: 'left-of-engine',
    mexicanNeedsOwnTrain: false,
    ...NO_HOUSE_RULES,
  },
  classic: {
    id: 'classic',
    sources: ['002', '004'],
    set: 12,
    deal: CLASSIC_DEAL,
    afterDouble: 'any',
    closeOrder: 'played',
    uncoverableReleases: true,
    finalDoubleMustBeCovered: false,
    emptyBoneyardEndsOnDouble: false,
    markers: true,
    doubleBlank: 50,
    engineMissing: 'set-aside',
    firstPlayer: 'chosen',
    mexicanNeedsOwnTrain: false,
    ...NO_HOUSE_RULES,
  },
  russian: {
    id: 'russian',
    sources: ['003'],
    set: 12,
    deal: RUSSIAN_DEAL,
    afterDouble: 'any',
    closeOrder: 'played',
    uncoverableReleases: false,
    finalDoubleMustBeCovered: false,
    emptyBoneyardEndsOnDouble: true,
    markers: true,
    doubleBlank: 50,
    engineMissing: 'draw-in-turn',
    firstPlayer: 'highest-double',
    mexicanNeedsOwnTrain: false,
    ...NO_HOUSE_RULES,
  },
  'choo-choo-sixes': {
    id: 'choo-choo-sixes',
    sources: ['001'],
    set: 6,
    deal: { 6: { 2: [5] } },
    afterDouble: 'any',
    closeOrder: 'played',
    uncoverableReleases: false,
    finalDoubleMustBeCovered: false,
    emptyBoneyardEndsOnDouble: false,
    markers: false,
    doubleBlank: 0,
    engineMissing: 'set-aside',
    firstPlayer: 'round-winner',
    mexicanNeedsOwnTrain: false,
    ...NO_HOUSE_RULES,
  },
};
