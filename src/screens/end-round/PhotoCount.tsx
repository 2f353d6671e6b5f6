import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../i18n';
import type { PhotoCount as Counted, Pip } from '../../photo';
import type { PhotoFailure, WorkerReply } from '../../photo/protocol';
import './photo-count.css';

/**
 * A hand's pips counted from a photo: take it, see a ring on each pip and an outline on each
 * tile, correct by tapping (a tap where a pip was missed adds one, a tap on a ring removes it),
 * answer whether a tile without pips is the double blank, then "Use N".
 *
 * Props:
 * - `doubleBlank`: what the double blank counts under the game's rules (`rules.doubleBlank`:
 *   50, 25 or 0). A tile found with no pips is asked about with this number.
 * - `onUse(total)`: called only when the person taps "Use N", with the confirmed total (the
 *   rings on the photo, plus `doubleBlank` for each tile they said is the double blank).
 *
 * The photo stays in this component's memory while it is shown: it is not stored or sent, and
 * the counting (src/photo/worker.ts, with the image library) loads only when a photo is chosen.
 */
export interface PhotoCountProps {
  doubleBlank: number;
  onUse: (total: number) => void;
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'working'; step: 'decoding' | 'counting' }
  | { kind: 'failed'; reason: PhotoFailure }
  | { kind: 'done'; result: Counted; url: string };

export function PhotoCount({ doubleBlank, onUse }: PhotoCountProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [pips, setPips] = useState<Pip[]>([]);
  const [blanks, setBlanks] = useState<Record<number, boolean>>({});
  const worker = useRef<Worker | null>(null);
  const url = phase.kind === 'done' ? phase.url : null;

  useEffect(() => () => worker.current?.terminate(), []);
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);

  // The worker and its image library start loading as the camera opens, so they are ready by
  // the time the photo is taken; a worker is used for one photo, then ended.
  const warmUp = () => {
    worker.current ??= new Worker(new URL('../../photo/worker.ts', import.meta.url), {
      type: 'module',
    });
    return worker.current;
  };

  const count = (file: File) => {
    const counter = warmUp();
    const finish = () => {
      counter.terminate();
      if (worker.current === counter) worker.current = null;
    };
    setPhase({ kind: 'working', step: 'decoding' });
    counter.onmessage = ({ data }: MessageEvent<WorkerReply>) => {
      if (data.kind === 'progress') return setPhase({ kind: 'working', step: data.step });
      finish();
      if (data.kind === 'failed') return setPhase({ kind: 'failed', reason: data.reason });
      setPips(data.result.pips);
      setBlanks({});
      setPhase({ kind: 'done', result: data.result, url: URL.createObjectURL(file) });
    };
    counter.onerror = () => {
      finish();
      setPhase({ kind: 'failed', reason: 'cannot-decode' });
    };
    counter.postMessage(file);
  };

  const onChoose = (event: Event) => {
    const input = event.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    // Cleared so that choosing the same photo again counts it again.
    input.value = '';
    if (file) count(file);
  };

  const chosenBlanks = Object.values(blanks).filter(Boolean).length;
  const total = pips.length + chosenBlanks * doubleBlank;

  return (
    <div class="photo-count stack">
      <label class={`button wide${phase.kind === 'done' ? '' : ' primary big'}`}>
        {phase.kind === 'idle' || phase.kind === 'working'
          ? t('entry.photograph')
          : t('photo.retake')}
        <input
          class="visually-hidden"
          type="file"
          accept="image/*"
          capture="environment"
          disabled={phase.kind === 'working'}
          onClick={warmUp}
          onChange={onChoose}
        />
      </label>
      {phase.kind === 'idle' && <p class="muted">{t('photo.private')}</p>}
      {phase.kind === 'working' && (
        <div class="photo-working" role="status">
          <progress />
          <p>{t(`photo.working.${phase.step}`)}</p>
        </div>
      )}
      {phase.kind === 'failed' && (
        <p class="error" role="alert">
          {t(`photo.failed.${phase.reason}`)}
        </p>
      )}
      {phase.kind === 'done' && (
        <Result
          result={phase.result}
          url={phase.url}
          pips={pips}
          onPips={setPips}
          blanks={blanks}
          onBlank={(tile, yes) => setBlanks({ ...blanks, [tile]: yes })}
          doubleBlank={doubleBlank}
          total={total}
          onUse={() => onUse(total)}
        />
      )}
    </div>
  );
}

interface ResultProps {
  result: Counted;
  url: string;
  pips: Pip[];
  onPips: (pips: Pip[]) => void;
  blanks: Record<number, boolean>;
  onBlank: (tile: number, yes: boolean) => void;
  doubleBlank: number;
  total: number;
  onUse: () => void;
}

function Result(props: ResultProps) {
  const { result, url, pips, onPips, blanks, onBlank, doubleBlank, total, onUse } = props;
  const { width, height, tiles } = result;
  const ringRadius = typicalRadius(result.pips, width);
  // A ring is easy to hit with a finger even where pips are small in the photo.
  const hitRadius = Math.max(ringRadius * 1.5, width / 40);

  // One tap handler for the whole photo: on a ring it removes that pip, elsewhere it adds one.
  const tap = (event: MouseEvent) => {
    const box = (event.currentTarget as SVGElement).getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * width;
    const y = ((event.clientY - box.top) / box.height) * height;
    const near = nearestWithin(pips, x, y, hitRadius);
    onPips(near < 0 ? [...pips, { x, y, r: ringRadius }] : pips.filter((_, i) => i !== near));
  };
  const pending = result.blankTiles.filter((tile) => blanks[tile] === undefined);

  return (
    <>
      <p class="photo-total" aria-hidden="true">
        <span>
          <strong>{total}</strong> {t('photo.pipsBig')}
        </span>
        <span>
          <strong>{tiles.length}</strong> {t('photo.tilesBig')}
        </span>
      </p>
      {/* The large numbers above say the same to the eye; this sentence is for screen readers. */}
      <p role="status" class="visually-hidden">
        {t('photo.found', {
          count: total,
          tiles: t('photo.tiles', { count: tiles.length }),
        })}
      </p>
      <p class="muted">{t('photo.correct')}</p>
      <div class="photo-view">
        <img src={url} alt="" />
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: a pointer correction of the photo; without one, the total can be typed instead */}
        <svg
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          aria-label={t('photo.photoLabel')}
          onClick={tap}
        >
          {tiles.map((tile, index) => (
            <polygon
              key={`tile-${tile.corners[0]?.x}-${tile.corners[0]?.y}`}
              class={pending.includes(index) ? 'tile asking' : 'tile'}
              points={tile.corners.map((p) => `${p.x},${p.y}`).join(' ')}
            />
          ))}
          {pips.map((pip) => (
            <circle key={`${pip.x},${pip.y}`} class="ring" cx={pip.x} cy={pip.y} r={pip.r + 2} />
          ))}
        </svg>
      </div>
      {pending.slice(0, 1).map((tile) => (
        <fieldset class="photo-blank" key={tile}>
          <legend>{t('photo.blank.question', { points: doubleBlank })}</legend>
          <div class="photo-blank-answers">
            <button type="button" class="button" onClick={() => onBlank(tile, true)}>
              {t('photo.blank.yes')}
            </button>
            <button type="button" class="button" onClick={() => onBlank(tile, false)}>
              {t('photo.blank.no')}
            </button>
          </div>
        </fieldset>
      ))}
      <button
        type="button"
        class="button primary big wide"
        disabled={pending.length > 0}
        onClick={onUse}
      >
        {t('photo.use', { total })}
      </button>
    </>
  );
}

function nearestWithin(pips: Pip[], x: number, y: number, radius: number): number {
  let nearest = -1;
  let best = radius;
  pips.forEach((pip, index) => {
    const distance = Math.hypot(pip.x - x, pip.y - y);
    if (distance <= best) {
      nearest = index;
      best = distance;
    }
  });
  return nearest;
}

/** The size of a ring added by hand: that of the pips found, or a small one if none were. */
function typicalRadius(pips: Pip[], width: number): number {
  if (pips.length === 0) return width / 80;
  const sorted = pips.map((pip) => pip.r).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}
