/**
 * The sidebar's save-changes button (accounts §2.5): it submits the tab's form by its id and reads
 * 'Сохранение…' while saving. The admin tabs do not render it.
 */
export function SaveActions({
  formId,
  saving,
  disabled = false,
}: {
  formId: string;
  saving: boolean;
  disabled?: boolean;
}) {
  return (
    <div className="account-layout__actions">
      <button
        type="submit"
        form={formId}
        className="button account-save"
        disabled={saving || disabled}
      >
        {saving ? 'Сохранение…' : 'Сохранить'}
      </button>
      <p className="account-save__hint">Изменения вступят в силу после сохранения.</p>
    </div>
  );
}
