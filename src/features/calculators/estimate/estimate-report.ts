/** What the printout of an estimate shows, built by each calculator from its inputs and result. */
export interface ReportRow {
  label: string;
  value: string;
}

export interface EstimateReport {
  inputs: readonly ReportRow[];
  results: readonly ReportRow[];
  /** A titled list under the results (next steps, recommendations, the verdict's text). */
  lines?: { title: string; items: readonly string[] };
}

/** The note every printout carries (docs/decisions.md, 2026-11-25). */
export const ESTIMATE_NOTE = 'Расчёт предварительный и не является офертой.';
