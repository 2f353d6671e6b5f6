interface ImportMetaEnv {
  /** This build's version (vite.config.ts): package.json's, or APP_VERSION given to `vite build`. */
  readonly APP_VERSION: string;
}
