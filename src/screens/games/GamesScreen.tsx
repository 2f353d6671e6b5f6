import { useEffect, useState } from 'preact/hooks';
import type { GameRecord } from '../../db/model';
import type { DbFailure } from '../../db/transact';
import { formatList, locale, playerName, t } from '../../i18n';
import { useAppState } from '../../state/app-context';
import { deleteGame, purge, restoreGame } from '../../state/game-list-writes';
import { viewOf } from '../../state/game-view';
import { CopyNote } from '../../ui/CopyNote';
import { SaveFailure } from '../../ui/SaveFailure';
import { Screen } from '../../ui/Screen';
import '../../ui/scorekeeper.css';
import '../../ui/column-list.css';
import './games.css';

function startedOn(game: GameRecord): string {
  return new Intl.DateTimeFormat(locale.value, { dateStyle: 'medium', timeStyle: 'short' }).format(
    game.createdAt,
  );
}

function namesOf(game: GameRecord): string[] {
  const typed = game.players.map((p) => p.name);
  return typed.map((_, seat) => playerName(seat, typed));
}

/** Where the game stands: the round being played, or who won. */
function standing(game: GameRecord): string {
  const view = viewOf(game);
  if (!view.finished) {
    return t('scorekeeper.games.playing', { round: view.round, rounds: view.rounds });
  }
  const names = namesOf(game);
  return t('game.result.winners', {
    names: formatList(view.standings.leaders.map((seat) => names[seat] as string)),
    count: view.standings.leaders.length,
  });
}

type Notice = { kind: 'deleted' | 'restored'; game: GameRecord };

/**
 * Every game kept on this phone, newest first (/games): continue one, open its scores, or delete
 * it, with an Undo that brings it back; and, once a game is finished, the family record.
 */
export function GamesScreen() {
  const { db, games } = useAppState();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [failure, setFailure] = useState<DbFailure | null>(null);
  const live = games.value;

  // Once the Undo of a deletion is no longer offered (another notice, or the screen left), the
  // deleted game goes from the phone for good.
  useEffect(() => {
    const deletedAt = notice?.kind === 'deleted' ? notice.game.deletedAt : null;
    return deletedAt === null ? undefined : () => void purge(db, deletedAt);
  }, [db, notice]);

  const remove = async (game: GameRecord) => {
    const result = await deleteGame(db, game.id);
    setFailure(result.ok ? null : result);
    if (result.ok) setNotice({ kind: 'deleted', game: result.value });
  };
  const restore = async (game: GameRecord) => {
    const result = await restoreGame(db, game.id);
    setFailure(result.ok ? null : result);
    if (result.ok) setNotice({ kind: 'restored', game });
  };

  return (
    <Screen title={t('scorekeeper.games.title')} back="/">
      <div class="stack">
        <div role="status" class="stack">
          {notice && (
            <div class="row notice">
              <span>{t(`scorekeeper.games.${notice.kind}`, { date: startedOn(notice.game) })}</span>
              {notice.kind === 'deleted' && (
                <button type="button" class="button" onClick={() => restore(notice.game)}>
                  {t('common.undo')}
                </button>
              )}
            </div>
          )}
        </div>
        <SaveFailure failure={failure} />
        {live.status === 'loading' && <p class="muted">{t('home.loading')}</p>}
        {live.status === 'failed' && (
          <p class="error" role="alert">
            {t('home.storageFailed')}
          </p>
        )}
        {live.status === 'ready' && live.value.length === 0 && (
          <>
            <p>{t('scorekeeper.games.empty')}</p>
            <a class="button primary big wide" href="/new">
              {t('home.newGame')}
            </a>
          </>
        )}
        {live.status === 'ready' && live.value.some((game) => game.finishedAt !== null) && (
          <a class="button wide" href="/games/record">
            {t('record.family.open')}
          </a>
        )}
        {live.status === 'ready' && live.value.length > 0 && (
          <ul class="games column-list">
            {live.value.map((game) => {
              const date = startedOn(game);
              const playing = game.finishedAt === null;
              return (
                <li key={game.id} class="card game-card">
                  <h2>{t('scorekeeper.games.started', { date })}</h2>
                  <p class="game-players">{formatList(namesOf(game))}</p>
                  <p class="game-standing">{standing(game)}</p>
                  {game.copiedAt !== undefined && <CopyNote copiedAt={game.copiedAt} />}
                  <div class="pair">
                    {playing ? (
                      <a class="button primary" href={`/game/${game.id}`}>
                        {t('scorekeeper.games.continue')}
                      </a>
                    ) : (
                      <a class="button primary" href={`/game/${game.id}/scores`}>
                        {t('scorekeeper.games.open')}
                      </a>
                    )}
                    <button
                      type="button"
                      class="button danger"
                      aria-label={t('scorekeeper.games.deleteGame', { date })}
                      onClick={() => remove(game)}
                    >
                      {t('scorekeeper.games.delete')}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Screen>
  );
}
