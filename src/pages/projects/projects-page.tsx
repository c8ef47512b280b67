/** Stub: replaced by the real page. */
export function ProjectsPage() {
  return (
    <div className="container">
      <h1>Проекты</h1>
    </div>
  );
}
