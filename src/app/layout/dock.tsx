/** Stub: replaced by the real dock. */
export function Dock() {
  return <div className="dock" />;
}
