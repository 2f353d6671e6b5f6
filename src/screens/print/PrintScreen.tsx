import { useMemo } from 'preact/hooks';
import { useRoute } from 'preact-iso';
import { liveSignal } from '../../db/live';
import { gameById } from '../../db/queries';
import { t } from '../../i18n';
import { useAppState } from '../../state/app-context';
import { Screen } from '../../ui/Screen';
import { PrintForm } from './PrintForm';

/**
 * /print and /game/:id/print: rule cards and scoresheets as a PDF. With a game (the one in the
 * address, else the one being played) its rules and its own sheet are offered too.
 */
export function PrintScreen() {
  const { db, current } = useAppState();
  const { params } = useRoute();
  const gameId = params.id;
  const byId = useMemo(
    () => (gameId === undefined ? null : liveSignal(() => gameById(db, gameId))),
    [db, gameId],
  );
  const live = byId ? byId.value : current.value;
  const found = live.status === 'ready' ? live.value : null;
  const game = found && found.deletedAt === null ? found : null;
  return (
    <Screen title={t('printing.title')} back={gameId === undefined ? '/' : `/game/${gameId}`}>
      {live.status === 'loading' ? (
        <p class="muted">{t('home.loading')}</p>
      ) : (
        <>
          {gameId !== undefined && !game && <p class="error">{t('printing.noGame')}</p>}
          <PrintForm key={game?.id ?? ''} game={game} gameFirst={gameId !== undefined} />
        </>
      )}
    </Screen>
  );
}
