/** The rendered test set: these seeds, so every run sees the same 30 photos. */
export const TEST_SEEDS = Array.from({ length: 30 }, (_, i) => 1001 + i);
