import { useEffect, useState } from 'preact/hooks';
import { t } from '../../i18n';
import { MAX_NAME_LENGTH, MAX_PLAYERS, MIN_PLAYERS } from '../../state/limits';
import {
  addSeat,
  moveSeat,
  type NewGameForm,
  removeSeat,
  renameSeat,
  restoreSeat,
  type SeatInput,
} from '../../state/new-game-form';
import '../../ui/column-list.css';

interface PlayersEditorProps {
  form: NewGameForm;
  onChange: (next: NewGameForm) => void;
  /** The name a seat gets when left empty: "Player 2". */
  defaultName: (number: number) => string;
}

/**
 * The players in seat order: a name field each, up and down buttons to change seats (easier
 * than dragging for a shaky hand, and they work with a keyboard), remove with an undo, add.
 */
export function PlayersEditor({ form, onChange, defaultName }: PlayersEditorProps) {
  const [said, setSaid] = useState('');
  const [removed, setRemoved] = useState<{ seat: SeatInput; index: number } | null>(null);
  // After a move the row is drawn in its new place: focus follows the button that was pressed.
  // A new object each time, so moving the same row twice still refocuses.
  const [focus, setFocus] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (focus) document.getElementById(focus.id)?.focus();
  }, [focus]);

  const shown = (seat: SeatInput, index: number) => seat.name.trim() || defaultName(index + 1);
  const move = (index: number, by: -1 | 1) => {
    const seat = form.seats[index] as SeatInput;
    const to = index + by;
    onChange(moveSeat(form, index, by));
    setSaid(t('scorekeeper.newGame.players.moved', { name: shown(seat, index), number: to + 1 }));
    // At the end of the table that button goes quiet: focus its partner instead.
    const edge = to === 0 || to === form.seats.length - 1;
    const button = edge ? (by < 0 ? 'down' : 'up') : by < 0 ? 'up' : 'down';
    setFocus({ id: `${button}-${seat.key}` });
  };

  return (
    <div class="stack">
      <ol class="seats column-list">
        {form.seats.map((seat, index) => {
          const label = shown(seat, index);
          return (
            <li key={seat.key} class="seat">
              <label for={`name-${seat.key}`}>
                {t('scorekeeper.newGame.players.nameLabel', { number: index + 1 })}
              </label>
              <div class="seat-row">
                <input
                  id={`name-${seat.key}`}
                  type="text"
                  dir="auto"
                  autoComplete="off"
                  autoCapitalize="words"
                  spellcheck={false}
                  maxLength={MAX_NAME_LENGTH}
                  placeholder={defaultName(index + 1)}
                  value={seat.name}
                  onInput={(event) => onChange(renameSeat(form, index, event.currentTarget.value))}
                />
                <div class="seat-buttons">
                  <button
                    id={`up-${seat.key}`}
                    type="button"
                    class="button icon"
                    disabled={index === 0}
                    aria-label={t('scorekeeper.newGame.players.moveUp', { name: label })}
                    onClick={() => move(index, -1)}
                  >
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button
                    id={`down-${seat.key}`}
                    type="button"
                    class="button icon"
                    disabled={index === form.seats.length - 1}
                    aria-label={t('scorekeeper.newGame.players.moveDown', { name: label })}
                    onClick={() => move(index, 1)}
                  >
                    <span aria-hidden="true">↓</span>
                  </button>
                  <button
                    type="button"
                    class="button icon danger"
                    disabled={form.seats.length <= MIN_PLAYERS}
                    aria-label={t('scorekeeper.newGame.players.remove', { name: label })}
                    onClick={() => {
                      onChange(removeSeat(form, index));
                      setRemoved({ seat, index });
                      setSaid('');
                    }}
                  >
                    <span aria-hidden="true">✕</span>
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <p class="visually-hidden" aria-live="polite">
        {said}
      </p>
      {removed && (
        <div class="row notice" role="status">
          <span>
            {t('scorekeeper.newGame.players.removed', {
              name: shown(removed.seat, removed.index),
            })}
          </span>
          <button
            type="button"
            class="button"
            onClick={() => {
              onChange(restoreSeat(form, removed.seat, removed.index));
              setRemoved(null);
            }}
          >
            {t('common.undo')}
          </button>
        </div>
      )}
      {form.seats.length < MAX_PLAYERS ? (
        <button
          type="button"
          class="button wide"
          onClick={() => {
            onChange(addSeat(form));
            setRemoved(null);
          }}
        >
          <span aria-hidden="true">+</span> {t('scorekeeper.newGame.players.add')}
        </button>
      ) : (
        <p class="muted">{t('scorekeeper.newGame.players.full', { count: MAX_PLAYERS })}</p>
      )}
    </div>
  );
}
