// Runs before the first paint, as a classic script in <head> (allowed by script-src 'self'):
// - puts the theme and text size chosen in Settings on <html> at once, so a phone set to light
//   never flashes cream before the app's own code applies a dark choice (keys and values:
//   src/state/preferences.ts);
// - on any screen but home, starts downloading what the screen waits for beside the app's own
//   code, not after it has run: the database code, the screen's code and styles and the
//   dictionary of the language the app will speak (a meta tag written by vite.config.ts). Home
//   paints without the database code (src/main.tsx), so there it loads after the first paint.
(() => {
  let stored = () => null;
  try {
    const root = document.documentElement;
    stored = (key) => localStorage.getItem(`mexican-train.${key}`);
    const theme = stored('theme');
    const size = stored('text-size');
    if (theme === 'light' || theme === 'dark' || theme === 'system') root.dataset.theme = theme;
    if (size === 'normal' || size === 'large' || size === 'larger') root.dataset.textSize = size;
  } catch {
    // No storage (private browsing): the phone's own setting applies until the app starts.
    stored = () => null;
  }
  const path = location.pathname;
  if (path === '/') return;
  const files = new Set();
  try {
    const named = document.querySelector('meta[name="preloads"]')?.getAttribute('content');
    const { database, routes, dictionaries, fallback } = JSON.parse(named);
    // The router's rule for these patterns: as many segments, each the same or a `:name`.
    const segments = path.split('/').filter(Boolean);
    const [, screen = []] =
      routes.find(([pattern]) => {
        const parts = pattern.split('/').filter(Boolean);
        return (
          parts.length === segments.length &&
          parts.every((part, i) => part === segments[i] || part.startsWith(':'))
        );
      }) ?? [];
    // The language as src/i18n/active-locale.ts picks it (preferredLocale): the one chosen in
    // Settings, else the first of the browser's the app speaks, else the fallback.
    const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
    const tags = browser.map((tag) => tag.split(/[-_]/)[0].toLowerCase());
    const languages = [stored('locale'), ...tags];
    const language = languages.find((tag) => Object.hasOwn(dictionaries, tag)) ?? fallback;
    for (const file of [...database, ...screen, ...dictionaries[language]]) files.add(file);
  } catch {
    // No map (the development server writes none): the app's code asks for the rest itself.
  }
  for (const file of files) {
    const link = document.createElement('link');
    // Styles are only fetched here: the app adds them itself and waits for them to apply.
    if (file.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
})();
