/** Unit tests run without vite-plugin-pwa: no service worker is registered there. */
export function registerSW(): (reload?: boolean) => Promise<void> {
  return async () => {};
}
