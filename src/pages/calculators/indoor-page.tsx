import { INDOOR_CONTENT as TEXT } from '../../content/calculators/indoor';
import { formatRoubles } from '../../domain/calculators/currency';
import { costBreakdown } from '../../domain/calculators/indoor-calculation';
import { BreakdownBar } from '../../features/calculators/breakdown-bar';
import { IndoorConfigurator } from '../../features/calculators/indoor/indoor-configurator';
import { IndoorTotals } from '../../features/calculators/indoor/indoor-totals';
import { useIndoorCalculator } from '../../features/calculators/indoor/use-indoor-calculator';
import { EstimateTools } from '../../features/calculators/estimate/estimate-tools';
import { INDOOR_CODEC } from '../../domain/estimates/indoor-link';
import { indoorReport } from '../../features/calculators/indoor/indoor-report';
import { CalculatorShell, CheckColumns, WorkspaceSection } from './calculator-shell';

/** /services/electrical/indoor (accounts §2.6, §4.4, §9 "Indoor configurator"). */
export function IndoorPage() {
  const calculator = useIndoorCalculator();
  const segments = costBreakdown(calculator.result.cost).map((slice) => ({
    key: slice.key,
    label: slice.label,
    percent: slice.percent,
    detail: calculator.result.cost > 0 ? formatRoubles(slice.amount) : undefined,
  }));
  return (
    <CalculatorShell title={TEXT.title} lead={TEXT.lead}>
      <WorkspaceSection
        id="indoor-configurator"
        title={TEXT.configuratorTitle}
        inputs={<IndoorConfigurator calculator={calculator} />}
      >
        <IndoorTotals calculator={calculator} />
      </WorkspaceSection>
      <EstimateTools
        codec={INDOOR_CODEC}
        inputs={calculator.inputs}
        report={indoorReport(calculator.inputs)}
        manualSave
      />
      <CheckColumns lists={TEXT.checks} />
      <div className="container calculator-page__section">
        <BreakdownBar title={TEXT.breakdownTitle} segments={segments} />
      </div>
    </CalculatorShell>
  );
}
