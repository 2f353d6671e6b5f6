import { useMemo, useState } from 'preact/hooks';
import { t } from '../../i18n';
import type { PhotoReading } from '../../photo';
import { PhotoFix } from './PhotoFix';
import { PhotoTiles } from './PhotoTiles';
import { PhotoView } from './PhotoView';
import {
  choose,
  handFromCount,
  handTotal,
  kept,
  leave,
  othersInHand,
  type PhotoHand,
  put,
  setRemoved,
} from './photo-hand';

interface PhotoResultProps {
  result: PhotoReading;
  /** The photo as counted (upright, at the count's working size). */
  photo: ImageBitmap;
  doubleBlank: number;
  set: number;
  unavailable?: ReadonlyMap<string, string>;
  onUse: (total: number) => void;
}

/**
 * What was read on one photo, to check and correct: the total in large type, what is wrong
 * with the photo if anything, the photo with its outlines and rings, each tile read as a domino,
 * the keypad that fixes the chosen tile or adds a missed one, and "Use N". Every correction is
 * one entry of the hand (photo-hand.ts), so the total follows each at once.
 */
export function PhotoResult(props: PhotoResultProps) {
  const { result, photo, doubleBlank, set, unavailable, onUse } = props;
  const [hand, setHand] = useState<PhotoHand>(() => handFromCount(result));
  const total = handTotal(hand, doubleBlank);
  const count = kept(hand).length;

  // A tile can be in the hand once: one already among those read cannot be put in again; nor
  // can a tile the round has elsewhere (the engine, a tile tapped into another hand).
  const others = othersInHand(hand).join();
  const refused = useMemo(() => {
    const reasons = new Map(unavailable);
    for (const key of others ? others.split(',') : []) {
      reasons.set(key, t('photo.fix.alreadyRead'));
    }
    return reasons;
  }, [unavailable, others]);

  return (
    <>
      <p class="photo-total" aria-hidden="true">
        <span>
          <strong>{total}</strong> {t('photo.pipsBig')}
        </span>
        <span>
          <strong>{count}</strong> {t('photo.tilesBig')}
        </span>
      </p>
      {/* The large numbers above say the same to the eye; this sentence is for screen readers. */}
      <p role="status" class="visually-hidden">
        {t('photo.found', { count: total, tiles: t('photo.tiles', { count }) })}
      </p>
      {result.problem && (
        <p class="photo-problem" role="alert">
          {t(`photo.problem.${result.problem}`)}
        </p>
      )}
      <PhotoView
        result={result}
        photo={photo}
        hand={hand}
        onChoose={(index) => setHand((now) => choose(now, index))}
      />
      <PhotoTiles
        hand={hand}
        onChoose={(index) => setHand((now) => choose(now, index))}
        onRemove={(index, removed) => setHand((now) => setRemoved(now, index, removed))}
      />
      <PhotoFix
        hand={hand}
        set={set}
        doubleBlank={doubleBlank}
        unavailable={refused}
        onPut={(tile) => setHand((now) => put(now, tile))}
        onLeave={() => setHand(leave)}
      />
      <button
        type="button"
        class="button primary big wide"
        disabled={count === 0}
        onClick={() => onUse(total)}
      >
        {t('photo.use', { total })}
      </button>
    </>
  );
}
