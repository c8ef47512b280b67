/** Stub: replaced by the real page. */
export function ContactPage() {
  return (
    <div className="container">
      <h1>КОНТАКТЫ</h1>
    </div>
  );
}
