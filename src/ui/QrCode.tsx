import { useEffect, useState } from 'preact/hooks';
import './qr-code.css';

interface QrCodeProps {
  /** What the code carries (a link). */
  text: string;
  /** What screen readers hear for the picture. */
  label: string;
  /** Said instead of the code when the text is too long for any QR code. */
  tooLong: string;
}

/** Light modules around the code, as the QR standard asks, so a camera finds its edges. */
const QUIET_ZONE = 4;

type Drawn = { size: number; path: string } | 'too-long' | null;

/** The dark modules as one SVG path, a run of modules in a row per segment. */
function modulesPath(data: readonly (readonly boolean[])[]): string {
  let path = '';
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (row[x]) x++;
      path += `M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${x - start}v1h${start - x}z`;
    }
  });
  return path;
}

/**
 * A QR code of `text`, dark on light in either theme as cameras expect. Its library (uqr) loads
 * the first time a code is shown, so no screen downloads it before then.
 */
export function QrCode({ text, label, tooLong }: QrCodeProps) {
  const [drawn, setDrawn] = useState<Drawn>(null);
  useEffect(() => {
    let current = true;
    void import('uqr').then(({ encode }) => {
      if (!current) return;
      try {
        // The lowest error correction keeps the modules large; a screen is not a torn label.
        const { data, size } = encode(text, { ecc: 'L', boostEcc: true, border: 0 });
        setDrawn({ size, path: modulesPath(data) });
      } catch {
        setDrawn('too-long');
      }
    });
    return () => {
      current = false;
    };
  }, [text]);

  if (drawn === 'too-long') return <p role="alert">{tooLong}</p>;
  if (drawn === null) return <div class="qr-code" />;
  const side = drawn.size + 2 * QUIET_ZONE;
  return (
    <div class="qr-code">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${side} ${side}`}
        shape-rendering="crispEdges"
      >
        <rect class="qr-light" width={side} height={side} />
        <path class="qr-dark" d={drawn.path} />
      </svg>
    </div>
  );
}
