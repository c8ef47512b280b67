import { useId, useRef, useState, type RefObject } from 'react';
import { AppForm } from '../../ui/form/app-form';
import { PIN_WRONG_MESSAGE } from '../../domain/kiosk/pin';
import { Modal } from '../../ui/modal/modal';
import { showToast } from '../../ui/toast/toast-store';
import { closeKioskExit, useKioskExitOpen } from './kiosk-store';
import { disableKiosk } from './kiosk-switch';
import { KIOSK_TEXTS } from './kiosk-texts';
import { PinField } from './pin-field';
import './kiosk-forms.css';

function ExitForm({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const id = useId();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (busy) return;
    setBusy(true);
    const turnedOff = await disableKiosk(pin);
    setBusy(false);
    if (turnedOff) {
      closeKioskExit();
      showToast(KIOSK_TEXTS.disabledToast);
      return;
    }
    setPin('');
    setError(PIN_WRONG_MESSAGE);
    inputRef.current?.focus();
  };

  return (
    <AppForm className="kiosk-form" onSubmit={submit}>
      <p className="kiosk-form__intro">{KIOSK_TEXTS.exitIntro}</p>
      <PinField
        inputRef={inputRef}
        id={`${id}-pin`}
        label={KIOSK_TEXTS.pinLabel}
        value={pin}
        onValue={(value) => {
          setPin(value);
          setError(undefined);
        }}
        error={error}
      />
      <div className="kiosk-form__actions">
        <button type="submit" className="button button--accent" disabled={busy}>
          {KIOSK_TEXTS.confirmDisable}
        </button>
        <button type="button" className="button button--ghost" onClick={closeKioskExit}>
          {KIOSK_TEXTS.cancel}
        </button>
      </div>
    </AppForm>
  );
}

/** Asks for the PIN that turns the kiosk mode off (opened by holding the logo). */
export function KioskExitDialog() {
  const open = useKioskExitOpen();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Modal
      open={open}
      onClose={closeKioskExit}
      title={KIOSK_TEXTS.disable}
      width={480}
      initialFocusRef={inputRef}
    >
      {open ? <ExitForm inputRef={inputRef} /> : null}
    </Modal>
  );
}
