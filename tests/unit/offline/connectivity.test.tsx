import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Loads a fresh copy of the modules with the browser saying it is offline. */
async function loadOffline() {
  vi.resetModules();
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  const connectivity = await import('../../../src/offline/connectivity');
  const { OnlineOnly } = await import('../../../src/features/online-only/online-only');
  return { connectivity, OnlineOnly };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('connectivity', () => {
  it('is known as soon as the app loads, before anything shows it', async () => {
    const { connectivity } = await loadOffline();
    expect(connectivity.isOnline()).toBe(false);
  });

  it('an online-only screen opened first shows the notice, never its form, not even once', async () => {
    const { OnlineOnly } = await loadOffline();
    const seen: boolean[] = [];
    function Form() {
      seen.push(true);
      return <input aria-label="Пароль" />;
    }
    render(
      <OnlineOnly>
        <Form />
      </OnlineOnly>,
    );
    expect(
      screen.getByText('Этот раздел работает только при подключении к интернету.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Пароль')).toBeNull();
    expect(seen).toEqual([]);
  });
});
