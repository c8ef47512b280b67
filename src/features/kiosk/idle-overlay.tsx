import { useRef } from 'react';
import { Modal } from '../../ui/modal/modal';
import { KIOSK_TEXTS } from './kiosk-texts';
import './kiosk-forms.css';

export interface IdleOverlayProps {
  secondsLeft: number | null;
  onContinue: () => void;
}

/**
 * «Начать заново?»: the modal that counts down before the kiosk starts over for the next visitor.
 * «Продолжить» has the focus; closing the dialog any other way continues too.
 */
export function IdleOverlay({ secondsLeft, onContinue }: IdleOverlayProps) {
  const continueRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={secondsLeft !== null}
      onClose={onContinue}
      title={KIOSK_TEXTS.idleTitle}
      width={480}
      initialFocusRef={continueRef}
      className="idle-overlay"
    >
      <p className="idle-overlay__count" role="timer" aria-atomic="true">
        {secondsLeft}
      </p>
      <p className="idle-overlay__text">{KIOSK_TEXTS.idleText(secondsLeft ?? 0)}</p>
      <button
        ref={continueRef}
        type="button"
        className="button button--accent idle-overlay__continue"
        onClick={onContinue}
      >
        {KIOSK_TEXTS.idleContinue}
      </button>
    </Modal>
  );
}
