import { formatList, playerName, t } from '../../i18n';
import { useContinueGame } from '../../state/continue-game';
import { Screen } from '../../ui/Screen';

/** One big button to go on with the game; everything else below it. */
export function HomeScreen() {
  const live = useContinueGame();
  const game = live.status === 'ready' ? live.value : null;
  return (
    <Screen title={t('common.appName')}>
      <div class="stack">
        {live.status === 'loading' && <p class="muted">{t('home.loading')}</p>}
        {live.status === 'failed' && (
          <p class="error" role="alert">
            {t('home.storageFailed')}
          </p>
        )}
        {game && (
          <a class="button primary big wide" href={`/game/${game.id}`}>
            <span class="stack">
              <span>{t('home.continueGame')}</span>
              <span>
                {t('home.continueDetail', {
                  round: game.round,
                  rounds: game.rounds,
                  players: formatList(
                    game.players.map((_, seat) => playerName(seat, game.players)),
                  ),
                })}
              </span>
            </span>
          </a>
        )}
        <a class={`button big wide ${game ? '' : 'primary'}`} href="/new">
          {t('home.newGame')}
        </a>
        <a class="button wide" href="/games">
          {t('home.pastGames')}
        </a>
        <a class="button wide" href="/rules">
          {t('home.rules')}
        </a>
        <a class="button wide" href="/print">
          {t('home.print')}
        </a>
        <a class="button wide" href="/settings">
          {t('home.settings')}
        </a>
      </div>
    </Screen>
  );
}
