import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../i18n';
import type { PhotoReading } from '../../photo';
import type { PhotoFailure, WorkerReply } from '../../photo/protocol';
import { PhotoResult } from './PhotoResult';
import './photo-count.css';

/**
 * A hand's pips counted from a photo: take it, see each tile read as a domino under the photo
 * (an outline on each tile and a ring on each pip on the photo itself), fix what was misread
 * with the tile keypad, then "Use N".
 *
 * Props:
 * - `doubleBlank`: what the double blank counts under the game's rules (`rules.doubleBlank`:
 *   50, 25 or 0); a tile read or set as 0-0 counts it.
 * - `set`: the set's highest double, for the keypad (a double-12 unless given).
 * - `unavailable`: tiles that cannot be in this hand (the engine, tiles tapped into other
 *   hands), with why, as the tile keypad takes them.
 * - `onUse(total)`: called only when the person taps "Use N", with the total of the tiles as
 *   corrected.
 *
 * A file that cannot be opened (not an image, a format this browser cannot decode, too large)
 * gets its own sentence. A photo that opens is always shown, even where nothing could be read on
 * it (dark, blurred, no tiles): its sentence says so, and the tiles are added with the keypad.
 *
 * The photo (as the count saw it, at its working size) stays in this component's memory while it
 * is shown: it is not stored or sent, and the counting (src/photo/worker.ts, with the pip model
 * and its runtime) loads only when a photo is chosen.
 */
export interface PhotoCountProps {
  doubleBlank: number;
  set?: number;
  unavailable?: ReadonlyMap<string, string>;
  onUse: (total: number) => void;
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'working'; step: 'decoding' | 'counting' }
  | { kind: 'failed'; reason: PhotoFailure }
  | { kind: 'done'; result: PhotoReading; photo: ImageBitmap; taken: number };

export function PhotoCount({ doubleBlank, set = 12, unavailable, onUse }: PhotoCountProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const worker = useRef<Worker | null>(null);
  const taken = useRef(0);
  const photo = phase.kind === 'done' ? phase.photo : null;

  useEffect(() => () => worker.current?.terminate(), []);
  useEffect(() => (photo ? () => photo.close() : undefined), [photo]);

  // The worker and the pip model start loading as the camera opens, so they are ready by
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
      taken.current += 1;
      setPhase({ kind: 'done', result: data.result, photo: data.photo, taken: taken.current });
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
        <p class="error photo-failed" role="alert">
          {t(`photo.failed.${phase.reason}`)}
        </p>
      )}
      {phase.kind === 'done' && (
        // A new photo starts a new list of tiles.
        <PhotoResult
          key={phase.taken}
          result={phase.result}
          photo={phase.photo}
          doubleBlank={doubleBlank}
          set={set}
          unavailable={unavailable}
          onUse={onUse}
        />
      )}
    </div>
  );
}
