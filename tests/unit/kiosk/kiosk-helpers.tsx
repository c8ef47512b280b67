import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { expect } from 'vitest';
import { KioskSession } from '../../../src/app/kiosk-session';
import { KioskLogoHold } from '../../../src/features/kiosk/kiosk-logo-hold';
import { disableKiosk, enableKiosk } from '../../../src/features/kiosk/kiosk-switch';
import { MemoryRouter, useLocation } from 'react-router-dom';

/** A page with a form field held in React state, and where the app is. */
function Probe() {
  const [name, setName] = useState('');
  const { pathname } = useLocation();
  return (
    <>
      <KioskLogoHold>
        <a href="/" aria-label="КУБ — на главную">
          КУБ
        </a>
      </KioskLogoHold>
      <p data-testid="where">{pathname}</p>
      <label>
        Имя
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <a href="mailto:info@kub.example">info@kub.example</a>
    </>
  );
}

/** The kiosk session around a probe page, at `path`. */
export function renderKiosk(path = '/services/electrical/indoor') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <KioskSession>
        <Probe />
      </KioskSession>
    </MemoryRouter>,
  );
}

export const where = () => screen.getByTestId('where').textContent;

export async function turnKioskOn(pin = '2468'): Promise<void> {
  await act(async () => {
    expect(await enableKiosk(pin)).toBe('enabled');
  });
}

/** Back to a device that never had the kiosk mode. */
export async function forgetKiosk(): Promise<void> {
  window.localStorage.clear();
  await act(async () => {
    await disableKiosk('');
  });
}
