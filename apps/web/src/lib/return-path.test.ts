import { afterEach, describe, expect, it } from 'vitest';
import { openReturnPath, RETURN_FALLBACK, sealReturnPath } from './return-path';

const flip = (sealed: string, at: number) =>
  sealed.slice(0, at) + (sealed[at] === 'A' ? 'B' : 'A') + sealed.slice(at + 1);

describe('the encrypted return path of the not-authorized page', () => {
  afterEach(() => sessionStorage.clear());

  it('opens in the tab that sealed it, query and hash kept', async () => {
    const sealed = await sealReturnPath('/jobs?q=data%20analyst&page=2#results');
    expect(await openReturnPath(sealed)).toBe('/jobs?q=data%20analyst&page=2#results');
  });

  it('is encrypted, not encoded: the address shows nothing of the path, and sealing twice differs', async () => {
    const path = '/jobs/senior-data-analyst-godavari?ref=search';
    const a = await sealReturnPath(path);
    const b = await sealReturnPath(path);
    expect(a).not.toBe(b);
    for (const sealed of [a, b]) {
      expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
      const decoded = atob(sealed.replace(/-/g, '+').replace(/_/g, '/'));
      for (const part of ['jobs', 'analyst', 'godavari', 'search']) {
        expect(sealed).not.toContain(part);
        expect(decoded).not.toContain(part);
      }
    }
  });

  it('falls back to the dashboard for a value that was tampered with, cut short or made up', async () => {
    const sealed = await sealReturnPath('/jobs');
    expect(await openReturnPath(flip(sealed, 5))).toBe(RETURN_FALLBACK);
    expect(await openReturnPath(flip(sealed, sealed.length - 3))).toBe(RETURN_FALLBACK);
    expect(await openReturnPath(sealed.slice(0, 10))).toBe(RETURN_FALLBACK);
    for (const made of [null, '', '%2Fjobs', 'L2pvYnM', btoa('/settings'), 'x'.repeat(3000)]) {
      expect(await openReturnPath(made)).toBe(RETURN_FALLBACK);
    }
  });

  it("falls back for a value sealed in another tab: another tab's key does not open it", async () => {
    const sealed = await sealReturnPath('/my-jobs');
    sessionStorage.clear(); // what a new tab starts with
    expect(await openReturnPath(sealed)).toBe(RETURN_FALLBACK);
  });

  it('never seals or follows a path off this site', async () => {
    for (const evil of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
    ]) {
      expect(await openReturnPath(await sealReturnPath(evil))).toBe(RETURN_FALLBACK);
    }
  });
});
