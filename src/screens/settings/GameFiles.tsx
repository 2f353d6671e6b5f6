import { useState } from 'preact/hooks';
import type { GameRecord } from '../../db/model';
import { formatList, locale, playerName, t } from '../../i18n';
import { useAppState } from '../../state/app-context';
import { exportBackup } from '../../state/backup-model';
import { backupFile, backupFileName, downloadFile } from './backup-file';
import { NoticeView } from './NoticeView';
import { failedNotice, type Notice, unexpectedNotice } from './restore-notice';

function formatDay(time: number): string {
  return new Intl.DateTimeFormat(locale.value, { dateStyle: 'long' }).format(new Date(time));
}

/** "Started on 29 November 2026 · Round 4 of 13", or when it ended. */
function gameDetail(game: GameRecord): string {
  if (game.finishedAt !== null)
    return t('settings.games.finished', { date: formatDay(game.finishedAt) });
  const round = Math.min(game.rounds.length + 1, game.rules.rounds);
  return `${t('settings.games.started', { date: formatDay(game.createdAt) })} · ${t(
    'game.round.ofTotal',
    { round, rounds: game.rules.rounds },
  )}`;
}

function GameFile({ game }: { game: GameRecord }) {
  const { db } = useAppState();
  const [notice, setNotice] = useState<Notice | null>(null);
  const names = game.players.map((player) => player.name);
  const id = `game-file-${game.id}`;

  async function save() {
    setNotice(null);
    try {
      const result = await exportBackup(db, { gameId: game.id });
      if (!result.ok) {
        setNotice(failedNotice(result));
        return;
      }
      const file = backupFile(
        result.value,
        backupFileName(new Date(game.createdAt), { oneGame: true }),
      );
      downloadFile(file);
      setNotice({ tone: 'done', lines: [t('settings.backup.saved', { file: file.name })] });
    } catch {
      setNotice(unexpectedNotice());
    }
  }

  return (
    <li class="card stack game-file">
      <p id={id}>
        <strong>{formatList(names.map((_, seat) => playerName(seat, names)))}</strong>
        <br />
        <span class="muted">{gameDetail(game)}</span>
      </p>
      <button type="button" class="button" aria-describedby={id} onClick={() => void save()}>
        {t('settings.games.save')}
      </button>
      <NoticeView notice={notice} />
    </li>
  );
}

/** Each game on its own, to send one evening's scores to someone. */
export function GameFiles() {
  const { games } = useAppState();
  const live = games.value;
  if (live.status !== 'ready') return null;
  return (
    <section>
      <h2>{t('settings.games.heading')}</h2>
      {live.value.length === 0 ? (
        <p class="muted">{t('settings.games.none')}</p>
      ) : (
        <ul class="game-files stack">
          {live.value.map((game) => (
            <GameFile key={game.id} game={game} />
          ))}
        </ul>
      )}
    </section>
  );
}
