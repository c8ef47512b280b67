import { requestJson } from '../../api/http';

const PROBE_TIMEOUT_MS = 5000;

/**
 * Asks the API's health call whether the server can be reached. The call itself reports the result
 * to the connectivity store, so every online-only screen comes back at once.
 */
export async function checkConnection(): Promise<boolean> {
  try {
    await requestJson('/health', { timeoutMs: PROBE_TIMEOUT_MS });
    return true;
  } catch {
    return false;
  }
}
