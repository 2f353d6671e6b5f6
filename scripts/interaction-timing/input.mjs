// Taps and keys sent to Chromium's input pipeline over the DevTools protocol, as a person's
// finger would, without Playwright's scripts in the page that would be timed with the app.

/** Scrolls the element into view and returns its centre, in CSS pixels of the viewport. */
export async function centreOnScreen(element) {
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  if (!box) throw new Error('a target to tap is not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * A finger's tap, sent straight to the browser's input pipeline: Playwright's own tap() first runs
 * its actionability checks as scripts in the page, which would be measured along with the app.
 */
export async function tap(cdp, { x, y }) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** A key pressed on the on-screen keyboard, into the focused field, straight into the pipeline. */
export async function press(cdp, key) {
  const digit = /^\d$/.test(key);
  const code = digit ? `Digit${key}` : key;
  const windowsVirtualKeyCode = digit ? key.charCodeAt(0) : 8; // Backspace otherwise
  await cdp.send('Input.dispatchKeyEvent', {
    type: digit ? 'keyDown' : 'rawKeyDown',
    key,
    code,
    windowsVirtualKeyCode,
    ...(digit ? { text: key } : {}),
  });
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key, code, windowsVirtualKeyCode });
}
