/** An account modal's submit button: disabled, with its busy label, while the call runs. */
export function AuthSubmit({
  label,
  busyLabel = label,
  sending = false,
}: {
  label: string;
  busyLabel?: string;
  sending?: boolean;
}) {
  return (
    <button type="submit" className="button auth-form__submit" disabled={sending}>
      {sending ? busyLabel : label}
    </button>
  );
}
