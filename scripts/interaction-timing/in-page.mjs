// What `npm run timing` runs inside the page: page.evaluate sends each function's text, so each
// reaches nothing outside itself.

/**
 * Starts watching the next tap (`type`: click, or keydown for a key): its event, the first change
 * inside `selector`, the paint of the frame that shows it. With no selector, the frame after the
 * event: for a tap whose only change on screen may be a radio's checked state, which no
 * MutationObserver sees. The frame is asked for at the event, before the app's own handlers run:
 * work the app puts off until after the paint (storing what was tapped) asks for the same frame,
 * and were its request first, its task would run before this one's message and count as the tap's.
 */
export function watchNextTap({ selector, type }) {
  const watched = selector ? document.querySelector(selector) : null;
  window.__tapToPaint = new Promise((resolve, reject) => {
    if (selector && !watched) {
      reject(new Error(`nothing matches ${selector}`));
      return;
    }
    let tappedAt = null;
    let changed = !watched;
    let frameWithoutChange = false;
    // Posted from the frame, a message runs once that frame's style, layout and paint are done.
    const afterPaint = () => {
      const painted = new MessageChannel();
      painted.port1.onmessage = () => resolve(performance.now() - tappedAt);
      painted.port2.postMessage(null);
    };
    // The first frame after the event shows the change if the change came before it; a change
    // that came later is shown by the frame after it.
    const firstFrame = () => {
      if (changed) afterPaint();
      else frameWithoutChange = true;
    };
    addEventListener(
      type,
      (event) => {
        tappedAt = event.timeStamp;
        requestAnimationFrame(firstFrame);
      },
      { capture: true, once: true },
    );
    if (!watched) return;
    const observer = new MutationObserver(() => {
      observer.disconnect();
      changed = true;
      if (frameWithoutChange) requestAnimationFrame(afterPaint);
    });
    observer.observe(watched, {
      childList: true,
      characterData: true,
      subtree: true,
      attributes: true,
    });
  });
}

/** Collects the browser's Event Timing durations from now on, the longest event of each interaction. */
export function recordInteractions() {
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const longest = window.__interactions.get(entry.interactionId) ?? 0;
      window.__interactions.set(entry.interactionId, Math.max(longest, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16 });
}
