import { useId, useState } from 'react';
import { useInstallOffer } from './use-install-offer';
import './install-app-button.css';

export const INSTALL_LABEL = 'Установить приложение';
export const IOS_INSTRUCTION = 'Нажмите «Поделиться», затем «На экран «Домой»».';

/**
 * Offers installation where the browser allows it; on iOS Safari, a short instruction instead.
 * Hidden once the app runs installed.
 */
export function InstallAppButton() {
  const { offer, install } = useInstallOffer();
  const [showHint, setShowHint] = useState(false);
  const hintId = useId();
  if (offer === 'none') return null;
  if (offer === 'prompt') {
    return (
      <button type="button" className="install-app" onClick={() => void install()}>
        {INSTALL_LABEL}
      </button>
    );
  }
  return (
    <div className="install-app__ios">
      <button
        type="button"
        className="install-app"
        aria-expanded={showHint}
        aria-controls={hintId}
        onClick={() => setShowHint((shown) => !shown)}
      >
        {INSTALL_LABEL}
      </button>
      <p id={hintId} className="install-app__hint" hidden={!showHint}>
        {IOS_INSTRUCTION}
      </p>
    </div>
  );
}
