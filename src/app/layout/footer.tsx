/** Stub: replaced by the real footer. */
export function Footer() {
  return <div className="footer" />;
}
