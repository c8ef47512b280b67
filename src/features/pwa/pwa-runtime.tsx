import { useEffect } from 'react';
import { registerServiceWorker } from './register-service-worker';

/** Starts the service worker once the page has hydrated. */
export function PwaRuntime() {
  useEffect(() => {
    void registerServiceWorker();
  }, []);
  return null;
}
