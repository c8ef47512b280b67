import type { ServicePageKey } from '../../config/paths';
/** Stub: replaced by the real page. */
export function ServicePage({ serviceKey }: { serviceKey: ServicePageKey }) {
  return (
    <div className="container">
      <h1>{serviceKey}</h1>
    </div>
  );
}
