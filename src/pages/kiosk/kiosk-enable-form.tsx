import { useState } from 'react';
import { AppForm } from '../../ui/form/app-form';
import { useFormFields } from '../../ui/form/use-form-fields';
import { paths } from '../../config/paths';
import { PIN_UNAVAILABLE_MESSAGE, validateNewPin } from '../../domain/kiosk/pin';
import { enterFullScreen } from '../../features/kiosk/device-lock';
import { enableKiosk } from '../../features/kiosk/kiosk-switch';
import { KIOSK_TEXTS } from '../../features/kiosk/kiosk-texts';
import { PinField } from '../../features/kiosk/pin-field';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../../ui/toast/toast-store';

/** The fields in the form's order (the first invalid one takes focus). */
const PIN_FIELDS = ['pin', 'repeat'] as const;

/** Sets the PIN and turns the kiosk mode on; then the tablet shows the home page, full screen. */
export function KioskEnableForm() {
  const navigate = useNavigate();
  const form = useFormFields(() => ({ pin: '', repeat: '' }), PIN_FIELDS);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (busy) return;
    const { pin, repeat } = form.values;
    const found = validateNewPin(pin, repeat);
    form.showErrors(found);
    setFailure(null);
    if (found.pin || found.repeat) return;
    // While the click still counts as the visitor's gesture, which full screen requires.
    enterFullScreen();
    setBusy(true);
    const outcome = await enableKiosk(pin);
    setBusy(false);
    if (outcome === 'unavailable') {
      setFailure(PIN_UNAVAILABLE_MESSAGE);
      return;
    }
    showToast(KIOSK_TEXTS.enabledToast);
    navigate(paths.home);
  };

  return (
    <AppForm className="kiosk-form" onSubmit={submit}>
      <PinField
        label={KIOSK_TEXTS.newPinLabel}
        hint={KIOSK_TEXTS.pinHint}
        {...form.textField('pin')}
      />
      <PinField label={KIOSK_TEXTS.repeatPinLabel} {...form.textField('repeat')} />
      {failure ? (
        <p className="pin-field__error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="kiosk-form__actions">
        <button type="submit" className="button button--accent" disabled={busy}>
          {KIOSK_TEXTS.enable}
        </button>
      </div>
    </AppForm>
  );
}
