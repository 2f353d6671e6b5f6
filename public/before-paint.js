// Runs before the first paint, as a classic script in <head> (allowed by script-src 'self'):
// - puts the theme and text size chosen in Settings on <html> at once, so a phone set to light
//   never flashes cream before the app's own code applies a dark choice (keys and values:
//   src/state/preferences.ts);
// - on any screen but home, starts downloading the database code the screen waits for, beside
//   the app's own code instead of after it (vite.config.ts names the files in a meta tag). Home
//   paints without it (src/main.tsx), so there it loads after the first paint.
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
  if (location.pathname === '/') return;
  const files = document.querySelector('meta[name="database-code"]')?.getAttribute('content');
  for (const file of files ? files.split(' ') : []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
})();
