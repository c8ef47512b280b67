import { INDOOR_CONTENT as TEXT } from '../../../content/calculators/indoor';
import { formatRoubles } from '../../../domain/calculators/currency';
import type { IndoorResult } from '../../../domain/calculators/indoor-calculation';
import { DAY_FORMS, pluralRu } from '../../../domain/calculators/plural';
import type { ReportRow } from '../estimate/estimate-report';

export interface IndoorResultRow extends ReportRow {
  key: 'sockets' | 'lights' | 'three' | 'cost' | 'days';
  /** Cost and term take the panel's whole width. */
  wide: boolean;
}

/** The configurator's result as the totals panel shows it and the printout lists it. */
export function indoorResultRows(result: IndoorResult): IndoorResultRow[] {
  return [
    { key: 'sockets', label: TEXT.socketsCaption, value: String(result.sockets), wide: false },
    { key: 'lights', label: TEXT.lightsCaption, value: String(result.lights), wide: false },
    { key: 'three', label: TEXT.threeCaption, value: String(result.three), wide: false },
    { key: 'cost', label: TEXT.costCaption, value: `≈ ${formatRoubles(result.cost)}`, wide: true },
    {
      key: 'days',
      label: TEXT.daysCaption,
      value: `${result.days} ${pluralRu(result.days, DAY_FORMS)}`,
      wide: true,
    },
  ];
}
