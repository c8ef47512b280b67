/** Stub: replaced by the real header. */
export function Header() {
  return <div className="header" />;
}
