import { POWER_UPGRADE_CONTENT as TEXT } from '../../content/calculators/power-upgrade';
import { InfoCards } from '../../features/calculators/info-cards';
import {
  UpgradeQuiz,
  useUpgradeAnswers,
} from '../../features/calculators/power-upgrade/upgrade-quiz';
import { upgradeReport } from '../../features/calculators/power-upgrade/upgrade-report';
import { EstimateTools } from '../../features/calculators/estimate/estimate-tools';
import { POWER_UPGRADE_CODEC } from '../../domain/estimates/power-upgrade-link';
import { CalculatorCta, CalculatorShell, CheckColumns, PageSection } from './calculator-shell';

/** /services/electrical/power-upgrade (accounts §2.6, §4.4, §9 "Power upgrade"). */
export function PowerUpgradePage() {
  const quiz = useUpgradeAnswers();
  return (
    <CalculatorShell title={TEXT.title} lead={TEXT.lead}>
      <CheckColumns lists={TEXT.checks} />
      <PageSection id="upgrade-quiz" title={TEXT.quizTitle} lead={TEXT.quizLead}>
        <UpgradeQuiz quiz={quiz} />
      </PageSection>
      <EstimateTools
        codec={POWER_UPGRADE_CODEC}
        inputs={quiz.inputs}
        report={upgradeReport(quiz.inputs)}
        manualSave
      />
      <PageSection id="upgrade-cards" title={TEXT.cardsTitle}>
        <InfoCards label={TEXT.cardsTitle} items={TEXT.cards} />
      </PageSection>
      <CalculatorCta id="upgrade-check" cta={TEXT.cta} />
    </CalculatorShell>
  );
}
