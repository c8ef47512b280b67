import type { CalculatorKey } from '../../config/paths';
/** Stub: replaced by the real page. */
export function CalculatorPage({ calculatorKey }: { calculatorKey: CalculatorKey }) {
  return (
    <div className="container">
      <h1>{calculatorKey}</h1>
    </div>
  );
}
