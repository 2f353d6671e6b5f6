import { t } from '../../i18n';
import type { SaveAttempt } from './save-attempt';

interface ToFixProps {
  attempt: SaveAttempt;
}

/**
 * How many issues stop the save, once one was tried. It alone reads the draft's score for it, so
 * a tap redraws this line, not the screen (issue 16).
 */
export function ToFix({ attempt }: ToFixProps) {
  const toFix = attempt.toFix();
  return toFix > 0 ? (
    <p class="error" role="alert">
      {t('scorekeeper.endRound.toFix', { count: toFix })}
    </p>
  ) : null;
}
