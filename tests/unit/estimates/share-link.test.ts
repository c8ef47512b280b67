import { describe, expect, it, vi } from 'vitest';
import {
  shareLink,
  type ShareNavigator,
} from '../../../src/features/calculators/estimate/share-link';

const DATA = {
  title: 'КУБ',
  text: 'Расчёт',
  url: 'https://kub.example/services/electrical/indoor?type=retail',
};

describe('share fallback chain: share -> clipboard -> message', () => {
  it('uses the Web Share API where the device has it', async () => {
    const nav: ShareNavigator = {
      share: vi.fn(() => Promise.resolve()),
      clipboard: { writeText: vi.fn() },
    };
    await expect(shareLink(DATA, nav)).resolves.toBe('shared');
    expect(nav.share).toHaveBeenCalledWith(DATA);
    expect(nav.clipboard?.writeText).not.toHaveBeenCalled();
  });

  it('says nothing when the visitor closes the share sheet', async () => {
    const nav: ShareNavigator = {
      share: () => Promise.reject(new DOMException('cancelled', 'AbortError')),
      clipboard: { writeText: vi.fn() },
    };
    await expect(shareLink(DATA, nav)).resolves.toBe('cancelled');
    expect(nav.clipboard?.writeText).not.toHaveBeenCalled();
  });

  it('falls back to the clipboard when sharing is refused', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const nav: ShareNavigator = {
      share: () => Promise.reject(new DOMException('no', 'NotAllowedError')),
      clipboard: { writeText },
    };
    await expect(shareLink(DATA, nav)).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(DATA.url);
  });

  it('uses the clipboard when the device cannot share (or cannot share this)', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    await expect(shareLink(DATA, { clipboard: { writeText } })).resolves.toBe('copied');
    const share = vi.fn(() => Promise.resolve());
    await expect(
      shareLink(DATA, { share, canShare: () => false, clipboard: { writeText } }),
    ).resolves.toBe('copied');
    expect(share).not.toHaveBeenCalled();
  });

  it('fails when neither works', async () => {
    await expect(
      shareLink(DATA, { clipboard: { writeText: () => Promise.reject(new Error('denied')) } }),
    ).resolves.toBe('failed');
    await expect(shareLink(DATA, {})).resolves.toBe('failed');
  });
});
