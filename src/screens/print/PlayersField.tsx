import { formatNumber, t } from '../../i18n';
import { MAX_NAME_LENGTH, MAX_PLAYERS, MIN_PLAYERS } from '../../state/limits';

interface PlayersFieldProps {
  count: number;
  /** One per seat up to the most a sheet takes; only the first `count` are shown. */
  names: readonly string[];
  onCount: (count: number) => void;
  onName: (seat: number, name: string) => void;
}

/** How many columns a blank sheet has, and the names to print on them (or room to write them). */
export function PlayersField({ count, names, onCount, onName }: PlayersFieldProps) {
  return (
    <section class="stack titled">
      <h2>{t('printing.players.legend')}</h2>
      <div class="stepper">
        <button
          type="button"
          class="button"
          aria-label={t('printing.players.fewer')}
          disabled={count <= MIN_PLAYERS}
          onClick={() => onCount(count - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        {/* The number alone fits between the buttons at any size; the sentence is heard. */}
        <output aria-live="polite">
          <span aria-hidden="true">{formatNumber(count)}</span>
          <span class="visually-hidden">{t('printing.players.count', { count })}</span>
        </output>
        <button
          type="button"
          class="button"
          aria-label={t('printing.players.more')}
          disabled={count >= MAX_PLAYERS}
          onClick={() => onCount(count + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <p class="muted">{t('printing.players.namesHint')}</p>
      <div class="names">
        {names.slice(0, count).map((name, seat) => (
          // Seats are positions, not people: the key is the seat on purpose.
          <label key={seat} class="name-field">
            <span>{t('printing.players.name', { number: seat + 1 })}</span>
            <input
              type="text"
              value={name}
              maxLength={MAX_NAME_LENGTH}
              autocomplete="off"
              onInput={(event) => onName(seat, event.currentTarget.value)}
            />
          </label>
        ))}
      </div>
    </section>
  );
}
