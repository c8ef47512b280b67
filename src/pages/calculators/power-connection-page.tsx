import { POWER_CONNECTION_CONTENT as TEXT } from '../../content/calculators/power-connection';
import { CheckList } from '../../features/calculators/check-list';
import { ConnectionCards } from '../../features/calculators/power-connection/connection-cards';
import { ConnectionEstimate } from '../../features/calculators/power-connection/connection-estimate';
import { ConnectionForm } from '../../features/calculators/power-connection/connection-form';
import { usePowerConnection } from '../../features/calculators/power-connection/use-power-connection';
import { EstimateTools } from '../../features/calculators/estimate/estimate-tools';
import { saveToMyEstimates } from '../../features/calculators/estimate/use-saved-estimates';
import { connectionReport } from '../../features/calculators/power-connection/connection-report';
import { codecLink } from '../../domain/estimates/estimate-codec';
import { POWER_CONNECTION_CODEC } from '../../domain/estimates/power-connection-link';
import {
  CalculatorCta,
  CalculatorShell,
  CheckColumns,
  PageSection,
  WorkspaceSection,
} from './calculator-shell';

/** /services/electrical/power-connection (accounts §2.6, §4.4, §9 "Power connection"). */
export function PowerConnectionPage() {
  const state = usePowerConnection((inputs) => {
    void saveToMyEstimates('power-connection', codecLink(POWER_CONNECTION_CODEC, inputs));
  });
  return (
    <CalculatorShell title={TEXT.title} lead={TEXT.lead}>
      <CheckColumns lists={TEXT.checks} />
      <WorkspaceSection
        id="connection-calculator"
        title={TEXT.calculatorTitle}
        lead={TEXT.calculatorLead}
        inputs={<ConnectionForm state={state} />}
      >
        <ConnectionEstimate state={state} />
      </WorkspaceSection>
      <EstimateTools
        codec={POWER_CONNECTION_CODEC}
        inputs={state.calculatedInputs}
        report={connectionReport(state.calculatedInputs ?? state.inputs)}
        emptyHint="Укажите адрес и нажмите «Рассчитать»: расчёт сохранится здесь, им можно поделиться и распечатать."
      />
      <PageSection id="connection-cards" title={TEXT.cardsTitle}>
        <ConnectionCards state={state} />
      </PageSection>
      <div className="container calculator-page__section">
        <CheckList title={TEXT.processTitle} items={TEXT.process} ordered />
      </div>
      <CalculatorCta id="connection-assess" cta={TEXT.cta} />
    </CalculatorShell>
  );
}
