import { useState } from 'preact/hooks';
import type { GameRecord } from '../../db/model';
import { t } from '../../i18n';
import { standingsLink, standingsText } from '../../state/standings-share';
import { QrCode } from '../../ui/QrCode';

/** What sharing as text ended in: the phone's share sheet says its own. */
type Shared = { kind: 'copied' } | { kind: 'manual'; text: string } | null;

async function shareText(text: string): Promise<Shared> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ text });
      return null;
    } catch (error) {
      // Closed without choosing: nothing to say.
      if ((error as Error).name === 'AbortError') return null;
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    return { kind: 'copied' };
  } catch {
    return { kind: 'manual', text };
  }
}

/**
 * The standings for other phones, with no server and no account: a QR code whose link carries
 * them (drawn when asked, its library loaded then), and the standings as a short text through
 * the phone's share sheet, for the family's chat.
 */
export function ShareStandings({ game }: { game: GameRecord }) {
  const [showing, setShowing] = useState(false);
  const [shared, setShared] = useState<Shared>(null);
  return (
    <section class="stack share-standings" aria-labelledby="share-heading">
      <h2 id="share-heading">{t('standings.share.heading')}</h2>
      <p class="muted">{t('standings.share.intro')}</p>
      <button
        type="button"
        class="button wide"
        aria-expanded={showing}
        onClick={() => setShowing(!showing)}
      >
        {showing ? t('standings.share.hide') : t('standings.share.show')}
      </button>
      {showing && (
        <QrCode
          text={standingsLink(game, location.origin)}
          label={t('standings.share.label')}
          tooLong={t('standings.share.tooLong')}
        />
      )}
      <button
        type="button"
        class="button wide"
        onClick={async () => setShared(await shareText(standingsText(game)))}
      >
        {t('standings.share.text')}
      </button>
      <div aria-live="polite">
        {shared?.kind === 'copied' && <p>{t('standings.share.copied')}</p>}
        {shared?.kind === 'manual' && (
          <>
            <p>{t('standings.share.manual')}</p>
            <pre class="shared-text">{shared.text}</pre>
          </>
        )}
      </div>
    </section>
  );
}
