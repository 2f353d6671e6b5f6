import type { ComponentChildren } from 'preact';
import { t } from '../i18n';

interface ScreenProps {
  title: ComponentChildren;
  /** Where the back link goes; none on the home screen. */
  back?: string;
  children?: ComponentChildren;
}

/** Every screen's frame: a back link, one heading, the content. */
export function Screen({ title, back, children }: ScreenProps) {
  return (
    <main class="screen">
      <header class="screen-header">
        {back && (
          <a class="button" href={back}>
            <span aria-hidden="true">←</span> {t('common.back')}
          </a>
        )}
        <h1>{title}</h1>
      </header>
      {children}
    </main>
  );
}
