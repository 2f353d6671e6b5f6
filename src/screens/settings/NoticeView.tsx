import type { Notice } from './restore-notice';

/**
 * A live region that is always there, so what appears in it is read out; a problem reads as an
 * error, in words and not only in colour.
 */
export function NoticeView({ notice }: { notice: Notice | null }) {
  return (
    <div role="status" class={notice?.tone === 'problem' ? 'notice error' : 'notice'}>
      {notice?.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
