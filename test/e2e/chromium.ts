/**
 * How every browser run of the project starts Chromium: the browser tests (harness.ts), the
 * measurements (scripts/lighthouse.mjs, interaction-timing.mjs) and the screenshots script.
 */

/** Debian's Chromium; scripts/e2e.mjs installs it or says how. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Without the background-networking flags Chromium keeps calling Google's hosts, which this
 * machine's closed network refuses, filling the log with errors that are not the app's.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** An everyday phone held upright (iPhone 12 to 15 in CSS pixels). */
export const PHONE = { width: 390, height: 844 } as const;
/** The narrowest phone the app is made for. */
export const SMALL_PHONE = { width: 320, height: 640 } as const;
