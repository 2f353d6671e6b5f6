import { t } from '../../i18n';
import type { EntryCheck } from './use-entry-check';

interface ToFixProps {
  check: EntryCheck;
}

/**
 * How many issues stop the save, once one was tried. It alone reads the draft's score for it, so
 * a tap redraws this line, not the screen (issue 16).
 */
export function ToFix({ check }: ToFixProps) {
  const toFix = check.toFix();
  return toFix > 0 ? (
    <p class="error" role="alert">
      {t('scorekeeper.endRound.toFix', { count: toFix })}
    </p>
  ) : null;
}
