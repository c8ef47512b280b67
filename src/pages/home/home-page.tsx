/** Stub: replaced by the real page. */
export function HomePage() {
  return (
    <div className="container">
      <h1>КУБ</h1>
    </div>
  );
}
