/** Stub: replaced by the real page. */
export function VacanciesPage() {
  return (
    <div className="container">
      <h1>РАБОТА В КУБ</h1>
    </div>
  );
}
