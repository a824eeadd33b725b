import { describe, expect, it } from 'vitest';
import { withoutTrackingParams } from './tracking-params.ts';

describe('withoutTrackingParams', () => {
  it('drops the campaign tags and click ids a shared link picks up, and keeps what the page reads', () => {
    expect(withoutTrackingParams('/jobs?q=react&utm_source=whatsapp&utm_medium=share&fbclid=IwAR0x&page=2')).toBe(
      '/jobs?q=react&page=2',
    );
    expect(withoutTrackingParams('/drills/kaveri-dataquest?gclid=abc&utm_campaign=diwali')).toBe(
      '/drills/kaveri-dataquest',
    );
  });

  it('gives back an address without them exactly as it came, however it is encoded', () => {
    for (const url of ['/jobs', '/jobs?q=react%20developer&location=Pune', '/jobs?q=c%2B%2B', '/?ref=ABC123']) {
      expect(withoutTrackingParams(url)).toBe(url);
    }
  });

  it('drops every copy of a repeated one, and nothing that only looks like one', () => {
    expect(withoutTrackingParams('/jobs?fbclid=a&fbclid=b&utm=keep&source=keep')).toBe('/jobs?utm=keep&source=keep');
  });
});
