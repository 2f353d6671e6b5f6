import type { ReadonlySignal } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import type { Live } from '../db/live';
import type { GameRecord } from '../db/model';
import { t } from '../i18n';

interface GameLoaderProps {
  /** The game as it is read from the database (GameModel.live): loading, failed or there. */
  game: ReadonlySignal<Live<GameRecord | null>>;
  /** The screen for the game once it is loaded. */
  children: (game: GameRecord) => ComponentChildren;
}

/** What every game screen shows before its game is there: opening, failed, or not on this phone. */
export function GameLoader({ game: read, children }: GameLoaderProps) {
  const live = read.value;
  if (live.status === 'loading') return <p class="muted">{t('scorekeeper.loading')}</p>;
  if (live.status === 'failed') {
    return (
      <p class="error" role="alert">
        {t('home.storageFailed')}
      </p>
    );
  }
  const game = live.value;
  if (!game || game.deletedAt !== null) {
    return (
      <div class="stack">
        <p role="alert">{t('scorekeeper.notFound')}</p>
        <a class="button wide" href="/games">
          {t('scorekeeper.pastGames')}
        </a>
      </div>
    );
  }
  return <>{children(game)}</>;
}
