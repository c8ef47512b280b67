import type { LegalKey } from '../../config/paths';
/** Stub: replaced by the real page. */
export function LegalPage({ legalKey }: { legalKey: LegalKey }) {
  return (
    <div className="container">
      <h1>{legalKey}</h1>
    </div>
  );
}
