/** «Мои расчёты» with nothing saved yet (in the page's start: the list itself loads when it has items). */
export function SavedEstimatesEmpty() {
  return (
    <p className="saved-estimates__empty">
      Здесь появятся последние 20 расчётов: они хранятся только на этом устройстве.
    </p>
  );
}
