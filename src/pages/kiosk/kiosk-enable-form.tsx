import { useId, useRef, useState } from 'react';
import { AppForm } from '../../ui/form/app-form';
import { paths } from '../../config/paths';
import { PIN_UNAVAILABLE_MESSAGE, validateNewPin, type NewPinErrors } from '../../domain/kiosk/pin';
import { enterFullScreen } from '../../features/kiosk/device-lock';
import { enableKiosk } from '../../features/kiosk/kiosk-store';
import { KIOSK_TEXTS } from '../../features/kiosk/kiosk-texts';
import { PinField } from '../../features/kiosk/pin-field';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../../ui/toast/toast-store';

/** Sets the PIN and turns the kiosk mode on; then the tablet shows the home page, full screen. */
export function KioskEnableForm() {
  const id = useId();
  const navigate = useNavigate();
  const pinRef = useRef<HTMLInputElement>(null);
  const repeatRef = useRef<HTMLInputElement>(null);
  const [pin, setPin] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<NewPinErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (busy) return;
    const found = validateNewPin(pin, repeat);
    setErrors(found);
    setFailure(null);
    if (found.pin) return pinRef.current?.focus();
    if (found.repeat) return repeatRef.current?.focus();
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
        ref={pinRef}
        id={`${id}-pin`}
        label={KIOSK_TEXTS.newPinLabel}
        hint={KIOSK_TEXTS.pinHint}
        value={pin}
        onChange={(value) => {
          setPin(value);
          setErrors({});
        }}
        error={errors.pin}
      />
      <PinField
        ref={repeatRef}
        id={`${id}-repeat`}
        label={KIOSK_TEXTS.repeatPinLabel}
        value={repeat}
        onChange={(value) => {
          setRepeat(value);
          setErrors({});
        }}
        error={errors.repeat}
      />
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
