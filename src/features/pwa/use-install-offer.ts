import { useCallback, useEffect, useState } from 'react';
import { installOffer, type InstallOffer } from './install-offer';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

function isInstalled(): boolean {
  const standaloneNavigator = navigator as Navigator & { standalone?: boolean };
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    window.matchMedia('(display-mode: fullscreen)').matches ||
    standaloneNavigator.standalone === true
  );
}

/** The install offer for this browser; 'none' on the server and during hydration. */
export function useInstallOffer(): { offer: InstallOffer; install: () => Promise<void> } {
  const [prompt, setPrompt] = useState<BeforeInstallPromptEvent | null>(null);
  const [offer, setOffer] = useState<InstallOffer>('none');

  useEffect(() => {
    const update = (event: BeforeInstallPromptEvent | null) =>
      setOffer(
        installOffer({
          hasPrompt: event !== null,
          installed: isInstalled(),
          userAgent: navigator.userAgent,
        }),
      );
    const onPrompt = (event: Event) => {
      event.preventDefault();
      const promptEvent = event as BeforeInstallPromptEvent;
      setPrompt(promptEvent);
      update(promptEvent);
    };
    const onInstalled = () => {
      setPrompt(null);
      setOffer('none');
    };
    update(null);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const install = useCallback(async () => {
    if (!prompt) return;
    await prompt.prompt();
    const choice = await prompt.userChoice;
    if (choice.outcome === 'accepted') setOffer('none');
    setPrompt(null);
  }, [prompt]);

  return { offer, install };
}
