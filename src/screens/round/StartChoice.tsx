import { useState } from 'preact/hooks';
import type { GameRecord } from '../../db/model';
import { type MessageKey, playerName, t, tileName } from '../../i18n';
import type { StartQuestion } from '../../rules';
import { startFacts, startingSeat, whoStarts } from '../../state/game-view';

interface StartChoiceProps {
  game: GameRecord;
  /** The engine double's number of the round being entered. */
  engine: number;
  /** The seat noted as taking the first turn in the round being entered, if one is. */
  noted: number | null;
  /** The seat that takes the first turn, or null to ask again. */
  onStart: (seat: number | null) => void;
}

/**
 * Rule first.player: who takes the round's first turn, or the one question the rules need
 * answered to know it (who placed the engine, who has the highest double, or a free choice),
 * answered with one tap on a name.
 */
export function StartChoice({ game, engine, noted, onStart }: StartChoiceProps) {
  const [nobodyHasEngine, setNobodyHasEngine] = useState(false);
  const names = game.players.map((p) => p.name);
  // The seat noted, else what the rules say (whoStarts of the game without its draft).
  const start = noted === null ? whoStarts({ ...game, draft: null }) : { seat: noted };
  if (start === null) return null;

  if ('seat' in start) {
    const lastWinner = startFacts(game).lastWinner;
    const byRule = noted === null;
    return (
      <div class="stack">
        <p class="first-player">
          {t('game.round.firstPlayer', { name: playerName(start.seat, names) })}
        </p>
        {byRule && lastWinner === start.seat && (
          <p class="muted">
            {t('scorekeeper.round.start.lastWinner', { name: playerName(start.seat, names) })}
          </p>
        )}
        {!byRule && (
          <button
            type="button"
            class="button wide"
            onClick={() => {
              setNobodyHasEngine(false);
              onStart(null);
            }}
          >
            {t('scorekeeper.round.start.change')}
          </button>
        )}
      </div>
    );
  }

  const tile = tileName([engine, engine]);
  const missing = game.rules.engineMissing;
  // Without an engine holder the seat after them cannot be counted: the table chooses, unless
  // players draw in turn until someone holds it (draw-in-turn), which makes a holder again.
  const question: StartQuestion =
    start.ask === 'engine-holder' && nobodyHasEngine && missing !== 'draw-in-turn'
      ? 'choice'
      : start.ask;
  return (
    <fieldset class="start-choice">
      <legend>{t(`scorekeeper.round.start.ask.${question}` as MessageKey)}</legend>
      {nobodyHasEngine && (
        <p>{t(`scorekeeper.round.start.engineMissing.${missing}` as MessageKey, { tile })}</p>
      )}
      <div class="choice-grid">
        {game.players.map((player, seat) => (
          <button
            key={player.id}
            type="button"
            class="button"
            onClick={() => onStart(startingSeat(game, question, seat))}
          >
            {playerName(seat, names)}
          </button>
        ))}
      </div>
      {start.ask === 'engine-holder' && !nobodyHasEngine && (
        <button type="button" class="button wide" onClick={() => setNobodyHasEngine(true)}>
          {t('scorekeeper.round.start.nobodyHasIt')}
        </button>
      )}
    </fieldset>
  );
}
