import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockScreen } from '@/testing/media';
import { buildDrill, buildJob, buildPartner, mockCompanyApi } from '../testing/partner-builders';
import { guardConsole, heading, itemsIn, panel, renderPage } from '../testing/company-page-harness';

const spies = guardConsole();

describe('sections appear only with content', () => {
  it('hides Overview, Opportunities, Gallery and the Sections menu when the company has none of them', async () => {
    mockCompanyApi({
      partner: buildPartner({
        partnerDescription: null,
        keyHighlights: '  ',
        galleryImageUrls: '',
        jobCount: 0,
        hackathonCount: 0,
        hashtags: [],
        headquarter: null,
        partnerEstablishmentDate: null,
        noOfEmployees: null,
        partnerIndustry: null,
        partnerSocialLinks: {},
      }),
    });
    renderPage();
    await heading();
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sections' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Hashtags' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('company-facts')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Social links' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /website/ })).not.toBeInTheDocument();
  });

  it('lists only the sections with content in the mobile Sections drawer, which jumps 70 px above the section', async () => {
    mockCompanyApi({ partner: buildPartner({ jobCount: 0, hackathonCount: 0 }) });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderPage();
    await heading();
    expect(screen.queryByRole('heading', { name: 'Opportunities' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sections' }));
    const drawer = await screen.findByRole('dialog', { name: 'Sections' });
    const links = within(drawer).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Overview', 'Gallery']);
    vi.spyOn(document.getElementById('gallery')!, 'getBoundingClientRect').mockReturnValue({ top: 900 } as DOMRect);
    await userEvent.click(within(drawer).getByRole('link', { name: 'Gallery' }));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 830 })));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sections' })).not.toBeInTheDocument());
  });
});

describe('desktop side menu (≥ 992 px)', () => {
  type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
  let observe: Callback = () => {};
  let options: IntersectionObserverInit | undefined;

  beforeEach(() => {
    mockScreen((query) => query === '(min-width:992px)');
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: Callback, opts?: IntersectionObserverInit) {
          observe = cb;
          options = opts;
        }
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      },
    );
  });

  const seen = (id: string, ratio: number, visibleHeight = ratio * 500) => ({
    target: document.getElementById(id)!,
    isIntersecting: ratio > 0,
    intersectionRatio: ratio,
    intersectionRect: { height: visibleHeight } as DOMRectReadOnly,
    rootBounds: { height: 800 } as DOMRectReadOnly,
  });

  it('marks the section in view at threshold 0.6 and jumps 200 px above a chosen section', async () => {
    mockCompanyApi();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderPage();
    await heading();
    const menu = screen.getByRole('navigation', { name: 'Company page sections' });
    const link = (name: string) => within(menu).getByRole('link', { name });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Overview', 'Opportunities', 'Gallery']);
    expect(screen.queryByRole('button', { name: 'Sections' })).not.toBeInTheDocument();
    expect(options?.threshold).toContain(0.6);
    expect(link('Overview')).toHaveAttribute('aria-current', 'location');

    // Neither reaches 0.6: the one showing most of itself.
    act(() => observe([seen('overview', 0.5), seen('opportunities', 0.3)]));
    expect(link('Overview')).toHaveAttribute('aria-current', 'location');
    // One at 0.6 wins over one showing more pixels but less of itself.
    act(() => observe([seen('overview', 0.55, 440), seen('opportunities', 0.6, 300)]));
    expect(link('Opportunities')).toHaveAttribute('aria-current', 'location');
    act(() => observe([seen('overview', 0), seen('opportunities', 0.7)]));
    expect(link('Opportunities')).toHaveAttribute('aria-current', 'location');
    expect(link('Overview')).not.toHaveAttribute('aria-current');

    vi.spyOn(document.getElementById('gallery')!, 'getBoundingClientRect').mockReturnValue({ top: 1500 } as DOMRect);
    await userEvent.click(link('Gallery'));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 1300 }));
    expect(link('Gallery')).toHaveAttribute('aria-current', 'location');
    expect(document.activeElement).toBe(document.getElementById('gallery'));
    // The smooth scroll passes other sections; the chosen one stays marked.
    act(() => observe([seen('opportunities', 0.9)]));
    expect(link('Gallery')).toHaveAttribute('aria-current', 'location');
  });
});

describe('loading and failure', () => {
  it('shows skeletons while loading', async () => {
    mockCompanyApi();
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading company page' })).toBeInTheDocument();
    await heading();
    expect(screen.queryByRole('status', { name: 'Loading company page' })).not.toBeInTheDocument();
  });

  it('ends the loading state on a failure, only logs it (a warning), and loads again on Try again', async () => {
    const failing = vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(
          JSON.stringify({ httpStatus: 500, error: { code: 'WUE-5000', message: 'Something went wrong !' } }),
          {
            status: 500,
            headers: { 'content-type': 'application/json' },
          },
        ),
    );
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not load this company page' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading company page' })).not.toBeInTheDocument();
    expect(spies.warn).toHaveBeenCalledWith(expect.stringContaining('kaveri-analytics'), expect.anything());
    expect(document.title).toBe('Company page · Elevate');

    failing.mockRestore();
    mockCompanyApi();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kaveri Analytics Pvt. Ltd.' })).toBeInTheDocument();
  });

  it('shows a not-found state with a way to the jobs for an unknown company', async () => {
    mockCompanyApi({ partner: null });
    renderPage('no-such-company');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this company' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/jobs');
    await waitFor(() => expect(document.title).toBe('Company not found · Elevate'));
  });

  it('logs a failed job list and offers to try again, keeping the rest of the page', async () => {
    const api = mockCompanyApi();
    const base = api.getMockImplementation()!;
    api.mockImplementation(async (input, init) =>
      String(input).includes('/jobs')
        ? new Response(JSON.stringify({ httpStatus: 503, error: { code: 'WUE-5030', message: 'down' } }), {
            status: 503,
          })
        : base(input, init),
    );
    renderPage();
    await heading();
    const jobs = panel(/Jobs/);
    expect(await within(jobs).findByText('We could not load the jobs.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(spies.warn).toHaveBeenCalledWith('Company page: could not load jobs', expect.anything());
    api.mockImplementation(base);
    await userEvent.click(within(jobs).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(itemsIn(jobs)).toHaveLength(3));
    expect(screen.getByRole('heading', { name: 'Gallery' })).toBeInTheDocument();
  });
});

// Keep the builders honest: the test data matches the contract's shapes.
it('builds valid test data', () => {
  expect(buildJob(0).jobId).toBe(100);
  expect(buildDrill(0).drillTeamSize.max).toBe(4);
});
