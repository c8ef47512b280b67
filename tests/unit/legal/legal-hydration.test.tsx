import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LEGAL_KEYS, paths } from '../../../src/config/paths';
import { LegalPage } from '../../../src/pages/legal/legal-page';

describe.each(LEGAL_KEYS)('legal page %s', (key) => {
  it('hydrates the prerendered HTML without a mismatch', async () => {
    const tree = (
      <MemoryRouter initialEntries={[paths.legal(key)]}>
        <LegalPage legalKey={key} />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const html = container.innerHTML;
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) }),
    );
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(html);
    act(() => root.unmount());
    container.remove();
  });
});
