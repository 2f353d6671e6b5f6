import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../i18n';
import { formatTile, sameTile, type Tile } from '../../rules';
import { TileKeypad } from '../../ui/TileKeypad';

interface HandQuestionProps {
  set: number;
  /** The asker's name. */
  name: string;
  hand: Tile[] | null;
  onChange: (hand: Tile[] | null) => void;
}

/**
 * The asker's whole hand, if they want to say it: folded away by default, since most disputes
 * are about one tile. With it the answer also says "you must play" or "you may draw".
 */
export function HandQuestion({ set, name, hand, onChange }: HandQuestionProps) {
  const tiles = hand ?? [];
  // The keypad is drawn only once the hand is opened: most checks never open it, and drawn while
  // folded it would be diffed again on every other answer (npm run timing).
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const folding = details.current;
    if (!folding) return;
    const follow = () => setOpen(folding.open);
    folding.addEventListener('toggle', follow);
    return () => folding.removeEventListener('toggle', follow);
  }, []);
  const toggle = (tile: Tile) => {
    const next = tiles.some((held) => sameTile(held, tile))
      ? tiles.filter((held) => !sameTile(held, tile))
      : [...tiles, tile];
    onChange(next.length > 0 ? next : null);
  };
  return (
    <details ref={details} class="hand-question card">
      <summary>{t('dispute.check.hand.summary')}</summary>
      <div class="stack">
        <p>{t('dispute.check.hand.intro', { name })}</p>
        {open && (
          <TileKeypad
            set={set}
            hand={tiles.map(formatTile)}
            onToggle={toggle}
            label={t('dispute.check.hand.label', { name })}
            name="hand-tiles"
            total={
              tiles.length > 0 && (
                <div class="row">
                  <p>{t('dispute.check.hand.count', { count: tiles.length })}</p>
                  <button type="button" class="button" onClick={() => onChange(null)}>
                    {t('dispute.check.hand.clear')}
                  </button>
                </div>
              )
            }
          />
        )}
      </div>
    </details>
  );
}
