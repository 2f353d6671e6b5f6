/**
 * Resolves once the browser has painted the next frame: work a tap causes that the person does not
 * see (storing it) then waits until what the tap changed is on screen, instead of delaying it
 * (issue 16, npm run timing). At once where no frame comes: a hidden page, or Node.
 */
export function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    // A page hidden meanwhile paints no frame: the write must not wait for one.
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() => {
      // Posted from the frame, a message runs once that frame's style, layout and paint are done.
      const afterPaint = new MessageChannel();
      afterPaint.port1.onmessage = () => {
        clearTimeout(fallback);
        resolve();
      };
      afterPaint.port2.postMessage(null);
    });
  });
}
