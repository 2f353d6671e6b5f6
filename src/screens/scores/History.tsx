import type { ReadonlySignal } from '@preact/signals';
import type { GameRecord, HistoryEntry } from '../../db/model';
import { locale, t } from '../../i18n';
import { historyText } from './history-text';

function when(at: number): string {
  const sameDay = new Date(at).toDateString() === new Date().toDateString();
  return new Intl.DateTimeFormat(
    locale.value,
    sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(at);
}

/** Every change to the game, newest first, each with its time: nothing is changed unseen. */
interface HistoryProps {
  game: GameRecord;
  /** The game's history, oldest first (GameModel.history), read here so only this list redraws. */
  history: ReadonlySignal<HistoryEntry[]>;
}

export function History({ game, history }: HistoryProps) {
  const entries = history.value;
  const names = game.players.map((p) => p.name);
  return (
    <details class="history disclosure">
      <summary id="history-heading">{t('scorekeeper.history.heading')}</summary>
      <p class="muted">{t('scorekeeper.history.intro')}</p>
      <ol class="history-list" reversed aria-labelledby="history-heading">
        {[...entries].reverse().map((entry) => (
          <li key={entry.id}>
            <time dateTime={new Date(entry.at).toISOString()}>{when(entry.at)}</time>{' '}
            <span>{historyText(entry, entries, names)}</span>
          </li>
        ))}
      </ol>
    </details>
  );
}
