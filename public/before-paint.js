// Runs before the first paint (a classic script in <head>, allowed by script-src 'self'): puts the
// theme and text size chosen in Settings on <html> at once, so a phone set to light never flashes
// cream before the app's own code applies a dark choice. Keys and values: src/state/preferences.ts.
(() => {
  try {
    const root = document.documentElement;
    const theme = localStorage.getItem('mexican-train.theme');
    const size = localStorage.getItem('mexican-train.text-size');
    if (theme === 'light' || theme === 'dark' || theme === 'system') root.dataset.theme = theme;
    if (size === 'normal' || size === 'large' || size === 'larger') root.dataset.textSize = size;
  } catch {
    // No storage (private browsing): the phone's own setting applies until the app starts.
  }
})();
