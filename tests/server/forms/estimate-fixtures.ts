import { defaultIndoorInputs, setQuantity } from '../../../src/domain/calculators/indoor-inputs';
import { buildSentEstimate } from '../../../src/domain/estimates/sent-estimate';

/** An indoor estimate as today's app sends it: an office of 100 m² open space and 10 workplaces. */
export const sentIndoorEstimate = () =>
  buildSentEstimate(
    'indoor',
    setQuantity(setQuantity(defaultIndoorInputs(), 'openSpace', 100), 'workplaces', 10),
    '0.1.0+test',
  );

/** The body of «Отправить расчёт»: a name, a phone, the spam signals and the estimate. */
export const estimateRequestBody = (extra: Record<string, unknown> = {}) => ({
  name: 'Ольга Смирнова',
  phone: '+7 (921) 555-44-33',
  email: '',
  page: 'https://kub.example/services/electrical/indoor',
  website: '',
  fillMs: 12_000,
  estimate: sentIndoorEstimate(),
  ...extra,
});
