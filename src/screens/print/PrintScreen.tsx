import type { ReadonlySignal } from '@preact/signals';
import { useRoute } from 'preact-iso';
import type { Live } from '../../db/live';
import type { GameRecord } from '../../db/model';
import { t } from '../../i18n';
import { useAppState } from '../../state/app-context';
import { useGameModel } from '../../state/use-game';
import { Screen } from '../../ui/Screen';
import { PrintChoices } from './PrintChoices';

/**
 * /print and /game/:id/print: rule cards and scoresheets as a PDF. With a game (the one in the
 * address, else the one being played) its rules and its own sheet are offered too.
 */
export function PrintScreen() {
  const { params } = useRoute();
  return params.id === undefined ? <CurrentGamePrint /> : <GamePrint gameId={params.id} />;
}

function CurrentGamePrint() {
  return <Printing found={useAppState().current} gameId={undefined} />;
}

function GamePrint({ gameId }: { gameId: string }) {
  return <Printing found={useGameModel(gameId).live} gameId={gameId} />;
}

interface PrintingProps {
  found: ReadonlySignal<Live<GameRecord | null>>;
  /** The game asked for in the address, if any. */
  gameId: string | undefined;
}

function Printing({ found, gameId }: PrintingProps) {
  const live = found.value;
  const stored = live.status === 'ready' ? live.value : null;
  const game = stored && stored.deletedAt === null ? stored : null;
  return (
    <Screen title={t('printing.title')} back={gameId === undefined ? '/' : `/game/${gameId}`}>
      {live.status === 'loading' ? (
        <p class="muted">{t('home.loading')}</p>
      ) : (
        <>
          {gameId !== undefined && !game && <p class="error">{t('printing.noGame')}</p>}
          <PrintChoices key={game?.id ?? ''} game={game} gameFirst={gameId !== undefined} />
        </>
      )}
    </Screen>
  );
}
