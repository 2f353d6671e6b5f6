import { t } from '../../i18n';

/** YES or NO as a word and a symbol, never a colour alone. */
export function VerdictWord({ answer, size }: { answer: 'yes' | 'no'; size: 'large' | 'small' }) {
  return (
    <span class={`verdict-word ${answer} ${size}`}>
      <span aria-hidden="true">{answer === 'yes' ? '✓' : '✗'}</span>{' '}
      {t(`verdicts.answer.${answer}`)}
    </span>
  );
}
