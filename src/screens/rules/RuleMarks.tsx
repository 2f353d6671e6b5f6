import { t } from '../../i18n';
import type { RuleId } from '../../rules';
import './rule-marks.css';

/** "★ House rule": where this table changed a rule from its rule set, a symbol and a word. */
export function HouseRuleMark({ as: Tag = 'span' }: { as?: 'span' | 'p' }) {
  return (
    <Tag class="house-rule-mark">
      <span aria-hidden="true">★</span>
      {'\u00a0'}
      {t('print.cards.houseRule')}
    </Tag>
  );
}

/** A rule's id, small under its title, so a family can find the same rule on the printed card. */
export function RuleIdLine({ id }: { id: RuleId }) {
  return <p class="rule-id">{t('dispute.reference.ruleId', { id })}</p>;
}
