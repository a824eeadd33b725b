import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { buildJobCard, buildJobDetail, callsTo, mockFetch, ok } from '@/features/jobs/testing/job-builders';
import { toast } from '@/lib/toast';
import { signIn } from '@/testing/render';
import { JobDetailPage, JobShortLinkPage } from './job-detail-page';

const job = buildJobDetail({ jobId: 7, custUrl: 'frontend-developer-kaveri-1001' });
const similar = ok({
  data: [buildJobCard({ jobId: 8, jobTitle: 'React Intern', custUrl: 'react-intern' })],
  totalRecordCount: 1,
  totalRecords: 1,
});
const viewed = ok({ jobId: 7, viewCount: 3, counted: true });

const renderPage = (path: string) => {
  const router = createMemoryRouter(
    [
      { path: '/jobs/customurl/:short', element: <JobShortLinkPage /> },
      { path: '/jobs/:id', element: <JobDetailPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
};

describe('/jobs/{id}', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.dismiss());
  });

  it('shows the job: title, company link, facts, skills, description, similar jobs', async () => {
    const spy = mockFetch({
      'GET /api/jobs/frontend-developer-kaveri-1001': ok(job),
      'GET /api/jobs/7/similar': similar,
      'POST /api/jobs/views/': viewed,
    });
    renderPage('/jobs/frontend-developer-kaveri-1001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Frontend Developer' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Kaveri Analytics Pvt. Ltd.' })[0]).toHaveAttribute(
      'href',
      '/company-page/kaveri-analytics',
    );
    const facts = within(screen.getByRole('region', { name: 'Job details' }));
    expect(facts.getByText('₹6 - 9 LPA')).toBeInTheDocument();
    expect(facts.getByText('1 - 3 years')).toBeInTheDocument();
    expect(facts.getByText('Today')).toBeInTheDocument();
    expect(within(facts.getByRole('list', { name: 'Skills' })).getAllByRole('listitem')).toHaveLength(2);
    // The description is the API's sanitised HTML, rendered as HTML.
    expect(screen.getByRole('heading', { level: 3, name: 'What you will do' })).toBeInTheDocument();
    expect(screen.getByText('fast').tagName).toBe('STRONG');
    expect(await screen.findByRole('heading', { level: 3, name: 'React Intern' })).toBeInTheDocument();
    expect(document.title).toBe('Frontend Developer at Kaveri Analytics Pvt. Ltd. · Elevate');
    await waitFor(() => expect(callsTo(spy, 'POST /api/jobs/views/')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(spy, 'POST /api/jobs/views/')[0]!.init?.body))).toEqual({ jobId: 7 });
  });

  it('Apply while signed out opens login with type=login and returnUrl', async () => {
    mockFetch({
      'GET /api/jobs/frontend-developer-kaveri-1001': ok(job),
      'GET /api/jobs/7/similar': similar,
      'POST /api/jobs/views/': viewed,
    });
    const router = renderPage('/jobs/frontend-developer-kaveri-1001');
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).not.toBe(''));
    const params = new URLSearchParams(router.state.location.search);
    expect(router.state.location.pathname).toBe('/jobs/frontend-developer-kaveri-1001');
    expect(params.get('type')).toBe('login');
    expect(params.get('returnUrl')).toBe('/jobs/frontend-developer-kaveri-1001');
  });

  it('Apply while signed in opens the application dialog with the details from the profile', async () => {
    signIn();
    mockFetch({
      'GET /api/jobs/frontend-developer-kaveri-1001': ok(job),
      'GET /api/jobs/7/similar': similar,
      'POST /api/jobs/views/': viewed,
      'GET /api/jobs/7/applications': ok({ application: null }),
      'GET /api/users/7/mandatoryfields': ok({
        ucontact: '9876543210',
        currentCity: 'Pune',
        highestQualification: 'Graduation/Diploma',
        resumeFileName: 'Aarav-Resume.pdf',
        missing: [],
        complete: true,
      }),
    });
    const router = renderPage('/jobs/frontend-developer-kaveri-1001');
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply to Frontend Developer' });
    expect(await within(dialog).findByText('Aarav-Resume.pdf')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send application' })).toBeEnabled();
    expect(router.state.location.search).toBe('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a closed job says it takes no more applications and offers no Apply', async () => {
    mockFetch({
      'GET /api/jobs/frontend-developer-kaveri-1001': ok({ ...job, isActive: false }),
      'GET /api/jobs/7/similar': similar,
      'POST /api/jobs/views/': viewed,
    });
    renderPage('/jobs/frontend-developer-kaveri-1001');
    expect(await screen.findByText('This job is no longer accepting applications')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it("Share opens a dialog whose Copy link copies the job's link and says 'Copied to clipboard'", async () => {
    mockFetch({
      'GET /api/jobs/frontend-developer-kaveri-1001': ok(job),
      'GET /api/jobs/7/similar': similar,
      'POST /api/jobs/views/': viewed,
    });
    const user = userEvent.setup();
    renderPage('/jobs/frontend-developer-kaveri-1001');
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/jobs/frontend-developer-kaveri-1001`);
  });

  it('a missing job shows a friendly not-found state with a way back to /jobs', async () => {
    const spy = mockFetch({});
    renderPage('/jobs/no-such-job');
    expect(await screen.findByRole('heading', { level: 1, name: 'This job is not available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all jobs' })).toHaveAttribute('href', '/jobs');
    expect(callsTo(spy, 'POST /api/jobs/views/')).toHaveLength(0);
  });

  it('opens the same page from the short link', async () => {
    mockFetch({
      'GET /api/jobs/customurl/frontend-developer-kaveri-1001': ok(job),
      'GET /api/jobs/7/similar': similar,
      'POST /api/jobs/views/': viewed,
    });
    renderPage('/jobs/customurl/frontend-developer-kaveri-1001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Frontend Developer' })).toBeInTheDocument();
  });
});
