import type { SetSize } from './tile';

export const PRESET_IDS = ['standard', 'classic', 'russian', 'choo-choo-sixes'] as const;
export type PresetId = (typeof PRESET_IDS)[number];

/** The choices each house-rule option offers; the first value of nothing is implied. */
export const OPTION_CHOICES = {
  afterDouble: ['cover', 'any'],
  closeOrder: ['played', 'reverse'],
  uncoverableReleases: [false, true],
  finalDoubleMustBeCovered: [false, true],
  emptyBoneyardEndsOnDouble: [false, true],
  markers: [true, false],
  doubleBlank: [50, 25, 0],
  engineMissing: ['draw-in-turn', 'dig-out', 'set-aside'],
  firstPlayer: ['left-of-engine', 'round-winner', 'highest-double', 'chosen'],
  mexicanNeedsOwnTrain: [false, true],
  mexicanAfterAllTrains: [false, true],
  ownTrainFirst: [false, true],
  drawsPerTurn: ['per-play', 'one'],
  blockedLowestScoresZero: [false, true],
} as const;

export type ChoiceOption = keyof typeof OPTION_CHOICES;
export type Choices = { -readonly [K in ChoiceOption]: (typeof OPTION_CHOICES)[K][number] };

/** Everything that decides how a game is played and scored, fully resolved. */
export interface Rules extends Choices {
  preset: PresetId;
  set: SetSize;
  /** Tiles dealt to each player; null: follow the preset's deal table. */
  handSize: number | null;
  /** Rounds in the game: 1 to set + 1 (a full countdown). */
  rounds: number;
}

/** What a person or a scenario file states: a preset and the options that override it. */
export type RulesInput = { preset: PresetId } & Partial<Omit<Rules, 'preset'>>;

export const OPTION_NAMES = [
  'set',
  'handSize',
  'rounds',
  ...(Object.keys(OPTION_CHOICES) as ChoiceOption[]),
] as const;
export type OptionName = (typeof OPTION_NAMES)[number];
