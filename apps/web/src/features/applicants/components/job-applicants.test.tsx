import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { callsTo, mockApi, renderAt } from '@/testing/render';
import {
  buildApplicant,
  buildApplicantDetail,
  buildApplicantsJob,
  buildApplicantsResult,
  countsOf,
} from '../testing/applicant-builders';
import { JobApplicants, type ApplicantsFrameProps } from './job-applicants';

/** A plain frame in place of the console layout: the heading, the action, the content. */
const Frame = ({ title, actions, children }: ApplicantsFrameProps) => (
  <main>
    <h1>{title}</h1>
    {actions}
    {children}
  </main>
);

const LIST = 'GET /api/console/jobs/11/applicants';
const ananya = buildApplicant();
const rohit = buildApplicant({
  applicationId: 102,
  user: {
    ...ananya.user,
    uid: 43,
    fullName: 'Rohit',
    lastName: 'Sharma',
    email: 'rohit@example.in',
    currentCity: 'Delhi',
  },
  currentStatus: 'Shortlisted',
  lastFeedback: 'Strong SQL skills',
  resumeAvailable: false,
  resumeKey: null,
});
const all = buildApplicantsResult([ananya, rohit], { countsByStatus: countsOf({ Applied: 1, Shortlisted: 1 }) });

const ok = (result: unknown) => [200, { httpStatus: 200, result }] as const;

describe('a job’s applicants', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.dismiss());
  });

  it('shows the job header, the status chips and one row per applicant', async () => {
    mockApi({ [LIST]: ok(all) });
    renderAt(<JobApplicants jobId={11} Frame={Frame} />, '/console/jobs/11/applicants');
    expect(await screen.findByRole('heading', { level: 1, name: 'Applicants for Data Analyst' })).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(screen.getByText(/2 applicants · Bengaluru/)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Applicants' });
    expect(within(list).getByText('Ananya Rao')).toBeInTheDocument();
    expect(within(list).getByText('Rohit Sharma')).toBeInTheDocument();
    expect(within(list).getByText('“Strong SQL skills”')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All (2)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('filters by a status chip through the address and asks the server for that status', async () => {
    const api = mockApi({
      [LIST]: ({ url }) =>
        url.searchParams.get('status') === 'Shortlisted'
          ? ok(buildApplicantsResult([rohit], { countsByStatus: all.countsByStatus, job: all.job }))
          : ok(all),
    });
    const { router } = renderAt(<JobApplicants jobId={11} Frame={Frame} />, '/console/jobs/11/applicants');
    await userEvent.click(await screen.findByRole('button', { name: 'Shortlisted (1)' }));
    await waitFor(() => expect(screen.queryByText('Ananya Rao')).not.toBeInTheDocument());
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('Shortlisted');
    expect(callsTo(api, LIST).at(-1)!.query).toMatchObject({ status: 'Shortlisted', limit: '20', offset: '0' });
    expect(screen.getByRole('button', { name: 'Shortlisted (1)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('searches by name or email once typing stops, keeping the search in the address', async () => {
    const api = mockApi({
      [LIST]: ({ url }) =>
        url.searchParams.get('q') === 'rohit'
          ? ok(buildApplicantsResult([rohit], { job: all.job, countsByStatus: countsOf({ Shortlisted: 1 }) }))
          : ok(all),
    });
    const { router } = renderAt(<JobApplicants jobId={11} Frame={Frame} />, '/console/jobs/11/applicants');
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search by name or email' }), 'rohit');
    await waitFor(() => expect(screen.queryByText('Ananya Rao')).not.toBeInTheDocument());
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('rohit');
    expect(callsTo(api, LIST).map((c) => c.query.q)).toEqual([undefined, 'rohit']);
    expect(screen.getByRole('button', { name: 'All (1)' })).toBeInTheDocument();
  });

  it('says "No applicants yet" for a job nobody applied to', async () => {
    mockApi({ [LIST]: ok(buildApplicantsResult([], { countsByStatus: countsOf() })) });
    renderAt(<JobApplicants jobId={11} Frame={Frame} />, '/console/jobs/11/applicants');
    expect(await screen.findByText('No applicants yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('says "No applicants in this status" for an empty status and offers to show everyone', async () => {
    mockApi({
      [LIST]: ({ url }) =>
        url.searchParams.get('status')
          ? ok(buildApplicantsResult([], { ...all, data: [], totalRecordCount: 0 }))
          : ok(all),
    });
    const { router } = renderAt(<JobApplicants jobId={11} Frame={Frame} />, '/console/jobs/11/applicants?status=Hired');
    expect(await screen.findByText('No applicants in this status')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all applicants' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Ananya Rao')).toBeInTheDocument();
  });

  it('explains a 403 for another company’s job', async () => {
    mockApi({
      [LIST]: [
        403,
        { httpStatus: 403, error: { code: 'WUE-4030', message: 'You are not authorized for this page !' } },
      ],
    });
    renderAt(<JobApplicants jobId={11} Frame={Frame} />, '/console/jobs/11/applicants');
    expect(await screen.findByText('You can see the applicants of your own company’s jobs only.')).toBeInTheDocument();
  });

  it('opens a profile with the status history, then moves the applicant and refreshes the list', async () => {
    const detail = buildApplicantDetail();
    const moved = buildApplicantDetail({
      currentStatus: 'Shortlisted',
      status: [
        ...detail.status,
        {
          statusValue: 'Shortlisted',
          updatedBy: 'Divya Menon',
          feedback: 'See you Monday',
          updatedStatusOnTs: '2026-03-06T10:00:00.000+05:30',
          updatedRecordOnTs: '2026-03-06T10:00:00.000+05:30',
        },
      ],
    });
    let current = all;
    const api = mockApi({
      [LIST]: () => ok(current),
      'GET /api/console/applications/101': ok(detail),
      'POST /api/console/applications/101/status': () => {
        current = buildApplicantsResult([{ ...ananya, currentStatus: 'Shortlisted' }, rohit], {
          job: buildApplicantsJob(),
          countsByStatus: countsOf({ Shortlisted: 2 }),
        });
        return [200, { httpStatus: 200, message: 'Ananya Rao moved to Shortlisted', result: moved }];
      },
    });
    renderAt(<JobApplicants jobId={11} Frame={Frame} />, '/console/jobs/11/applicants');
    await userEvent.click(await screen.findByRole('button', { name: 'View profile of Ananya Rao' }));

    const drawer = await screen.findByRole('dialog', { name: 'Profile of Ananya Rao' });
    const history = await within(drawer).findByRole('list', { name: 'Status history' });
    expect(within(history).getByText('Applied')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Open resume' })).toBeInTheDocument();
    expect(within(drawer).getByText('Ananya-Rao-CV.pdf')).toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Move to…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Ananya Rao' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /New status/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Shortlisted' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Feedback/ }), 'See you Monday');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));

    expect(await within(drawer).findByText('See you Monday')).toBeInTheDocument();
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Close profile' }));
    expect(await screen.findByRole('button', { name: 'Shortlisted (2)' })).toBeInTheDocument();
    expect(callsTo(api, LIST).length).toBeGreaterThanOrEqual(2);
  });
});
