import { useState } from 'preact/hooks';
import { useRoute } from 'preact-iso';
import { describeRule, isPlayed, type MessageKey, t } from '../../i18n';
import { PRESET_IDS, type PresetId, presetRules, RULE_SECTIONS, type Rules } from '../../rules';
import { useGameModel } from '../../state/use-game';
import { GameLoader } from '../../ui/GameLoader';
import { Screen } from '../../ui/Screen';
import { Taps } from '../../ui/Taps';
import { HouseRuleMark, RuleIdLine } from './RuleMarks';
import './rules-screen.css';

/**
 * The rules as short sections (/rules: a rule set chosen here; /game/:id/rules: the game's own,
 * house rules marked), in the words of the printed rule card.
 */
export function RulesScreen() {
  const { params } = useRoute();
  return params.id ? <GameRules gameId={params.id} /> : <PresetRules />;
}

function GameRules({ gameId }: { gameId: string }) {
  const model = useGameModel(gameId);
  const base = `/game/${gameId}`;
  return (
    <Screen title={t('dispute.reference.title')} back={base}>
      <GameLoader game={model.live}>
        {(game) => (
          <div class="stack">
            <a class="button primary big wide" href={`${base}/check`}>
              {t('dispute.check.title')}
            </a>
            <RuleSections rules={game.rules} players={game.players.length} />
          </div>
        )}
      </GameLoader>
    </Screen>
  );
}

function PresetRules() {
  const [preset, setPreset] = useState<PresetId>('standard');
  return (
    <Screen title={t('dispute.reference.title')} back="/">
      <div class="stack">
        <Taps
          legend={t('dispute.reference.preset')}
          name="preset"
          value={preset}
          choices={PRESET_IDS.map((id) => ({
            value: id,
            label: t(`game.presets.${id}.name` as MessageKey),
          }))}
          onChange={(id) => setPreset(id as PresetId)}
        />
        <p>{t(`game.presets.${preset}.description` as MessageKey)}</p>
        <a class="button wide" href="/check">
          {t('dispute.check.title')}
        </a>
        <RuleSections rules={presetRules(preset)} players={null} />
      </div>
    </Screen>
  );
}

/** Every rule under its section heading, its id small beneath, a house rule marked ★ and in words. */
function RuleSections({ rules, players }: { rules: Rules; players: number | null }) {
  const sections = RULE_SECTIONS.map(([key, ids]) => ({
    key,
    rules: ids
      .filter((id) => isPlayed(id, rules))
      .map((id) => ({ id, ...describeRule(id, rules, players) })),
  }));
  const anyHouseRule = sections.some((section) => section.rules.some((rule) => rule.houseRule));
  return (
    <div class="stack rule-sections">
      <p class="muted">
        {t('print.cards.rulesLine', {
          preset: t(`game.presets.${rules.preset}.name` as MessageKey),
          set: rules.set,
        })}
      </p>
      {anyHouseRule && <p>{t('dispute.reference.houseRules')}</p>}
      {sections.map((section) => (
        <section key={section.key} aria-labelledby={`rules-${section.key}`}>
          <h2 id={`rules-${section.key}`}>{t(`print.sections.${section.key}`)}</h2>
          {section.rules.map((rule) => (
            <article key={rule.id} class={rule.houseRule ? 'rule house-rule' : 'rule'}>
              <h3>
                {rule.title}
                {rule.houseRule && (
                  <>
                    {' '}
                    <HouseRuleMark />
                  </>
                )}
              </h3>
              <p>{rule.text}</p>
              <RuleIdLine id={rule.id} />
            </article>
          ))}
        </section>
      ))}
    </div>
  );
}
