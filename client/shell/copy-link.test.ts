import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ToastRequest } from '../../shared/toasts.ts';
import { copyLink } from './copy-link.ts';

afterEach(() => vi.unstubAllGlobals());

describe('copyLink (docs/spec-checklist.md 3 §9: "Copy-link confirmation 2 s")', () => {
  it('copies the address and confirms it for 2 seconds', async () => {
    const copied: string[] = [];
    vi.stubGlobal('navigator', { clipboard: { writeText: async (text: string) => void copied.push(text) } });
    const shown: ToastRequest[] = [];
    await copyLink((toast) => shown.push(toast), 'https://quire.test/@ada/a-story', 'Link copied');
    expect(copied).toEqual(['https://quire.test/@ada/a-story']);
    expect(shown).toEqual([{ message: 'Link copied', duration: 2000 }]);
  });

  it('shows the address itself when the browser refuses the clipboard', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    const shown: ToastRequest[] = [];
    await copyLink((toast) => shown.push(toast), 'https://quire.test/x', 'Link copied');
    expect(shown).toEqual([{ message: 'https://quire.test/x' }]);
  });
});
