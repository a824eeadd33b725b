import { afterEach, beforeEach, expect, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderAt } from '@/testing/render';
import { CompanyPage } from '../components/company-page';

/** Shared by the company-page test files: render the page with plain job and hackathon items. */
export const renderPage = (customUrl = 'kaveri-analytics') =>
  renderAt(
    <CompanyPage
      customUrl={customUrl}
      renderJob={(j) => <p>{j.jobTitle}</p>}
      renderDrill={(d) => <p>{d.drillName}</p>}
    />,
  );

export const panel = (name: RegExp) => screen.getByRole('tabpanel', { name });
export const itemsIn = (el: HTMLElement) => within(el).queryAllByRole('listitem');
export const heading = async () => screen.findByRole('heading', { level: 1 });

/**
 * A failure may only be logged as a warning (spec §8: "only logged"); console.error fails the test, since the
 * browser tests treat console errors as failures too. Returns the warning spy.
 */
export const guardConsole = () => {
  const spies = { warn: undefined as unknown as ReturnType<typeof vi.spyOn> };
  beforeEach(() => {
    spies.warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(console.error).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
  return spies;
};
