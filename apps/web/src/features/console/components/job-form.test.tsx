import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsoleJobDetail } from '@elevate/contracts/console/console-job.schema';
import { toast } from '@/lib/toast';
import { callsTo, mockApi, renderAt, signIn, buildSession } from '@/testing/render';
import { JobForm } from './job-form';

const saved = (overrides: Partial<ConsoleJobDetail> = {}): ConsoleJobDetail => ({
  jobId: 41,
  partnerId: 3,
  partnerDisplayName: 'Kaveri Analytics',
  custUrl: 'data-analyst',
  isActive: true,
  jobTitle: 'Data Analyst',
  jobImageLink: null,
  jobLocation: 'Pune',
  jobSkills: 'SQL,Python',
  jobCtcCurrency: 'INR',
  jobMinCtcRange: 600000,
  jobMaxCtcRange: 900000,
  jobCtcCategory: 'annual',
  isSalaryHidden: false,
  jobType: 'Full-Time',
  duration: null,
  jobMinYoe: 0,
  jobMaxYoe: 2,
  jobYoeTextForZero: 'Fresher',
  jobNumberOfVacancies: 2,
  description: '<p>Dashboards for cooperative banks.</p>',
  createdTs: '2026-01-10T10:00:00.000Z',
  updatedTs: '2026-01-10T10:00:00.000Z',
  ...overrides,
});

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Post job' }));
const box = (name: RegExp) => screen.getByRole('textbox', { name });
const number = (name: RegExp) => screen.getByRole('spinbutton', { name });

const fillValidJob = async () => {
  await userEvent.type(box(/^Job Title/), 'Data Analyst');
  await userEvent.type(box(/^Location/), 'Pune');
  await userEvent.type(box(/^Skills/), 'SQL, Python,');
  await userEvent.clear(number(/^Minimum CTC/));
  await userEvent.type(number(/^Minimum CTC/), '600000');
  await userEvent.clear(number(/^Maximum CTC/));
  await userEvent.type(number(/^Maximum CTC/), '900000');
  await userEvent.click(box(/^Description/));
  await userEvent.paste('<p>Dashboards for cooperative banks.</p>');
};

describe('job form', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.dismiss());
  });

  it('submitting an empty form shows every required message and sends nothing', async () => {
    const api = mockApi({});
    renderAt(<JobForm partnerId={3} />);
    await submit();
    expect(await screen.findByText('Job Title is mandatory field !')).toBeInTheDocument();
    expect(screen.getByText('Location is mandatory field !')).toBeInTheDocument();
    expect(screen.getByText('Skills is mandatory field !')).toBeInTheDocument();
    expect(screen.getByText('description should not be blank !')).toBeInTheDocument();
    expect(callsTo(api, 'POST /api/jobs')).toHaveLength(0);
  });

  it('asks for a duration only for internships', async () => {
    mockApi({});
    renderAt(<JobForm partnerId={3} />);
    expect(screen.queryByRole('textbox', { name: /^Duration/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: /^Job Type/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Paid Internship' }));
    expect(box(/^Duration/)).toBeInTheDocument();
    await submit();
    expect(await screen.findByText('Duration is mandatory field !')).toBeInTheDocument();
  });

  it('refuses a maximum CTC below the minimum and experience above 30 years', async () => {
    mockApi({});
    renderAt(<JobForm partnerId={3} />);
    await userEvent.clear(number(/^Minimum CTC/));
    await userEvent.type(number(/^Minimum CTC/), '900000');
    await userEvent.clear(number(/^Maximum CTC/));
    await userEvent.type(number(/^Maximum CTC/), '600000');
    await userEvent.clear(number(/^Maximum experience/));
    await userEvent.type(number(/^Maximum experience/), '31');
    await submit();
    expect(await screen.findByText('Maximum CTC must not be below the minimum CTC')).toBeInTheDocument();
    expect(screen.getByText('Maximum experience must be between 0 and 30 years')).toBeInTheDocument();
  });

  it('says the vacancies must be at least 1', async () => {
    mockApi({});
    renderAt(<JobForm partnerId={3} />);
    await userEvent.clear(number(/^Number of vacancies/));
    await userEvent.type(number(/^Number of vacancies/), '0');
    await userEvent.tab();
    expect(await screen.findByText('Number of vacancies must be at least 1')).toBeInTheDocument();
  });

  it('posts a valid job for the company with its skills as one list, then toasts and reports it', async () => {
    await signIn(buildSession({ role: 'employer' }));
    const api = mockApi({ 'POST /api/jobs': [201, { httpStatus: 201, message: 'Job posted', result: saved() }] });
    const onSaved = vi.fn();
    renderAt(<JobForm partnerId={3} onSaved={onSaved} />);
    await fillValidJob();
    expect(screen.getByText('₹6 - 9 LPA')).toBeInTheDocument();
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ jobId: 41 })));
    expect(await screen.findByText('Job posted')).toBeInTheDocument();
    const [call] = callsTo(api, 'POST /api/jobs');
    expect(call?.body).toMatchObject({
      partnerId: 3,
      jobTitle: 'Data Analyst',
      jobLocation: 'Pune',
      jobSkills: 'SQL,Python',
      jobMinCtcRange: 600000,
      jobMaxCtcRange: 900000,
      jobType: 'Full-Time',
      duration: null,
      jobNumberOfVacancies: 1,
      description: '<p>Dashboards for cooperative banks.</p>',
    });
  });

  it("shows the server's message under its field", async () => {
    mockApi({
      'POST /api/jobs': [
        400,
        {
          httpStatus: 400,
          error: {
            code: 'WUE-4000',
            message: 'description should not be blank !',
            fields: { description: 'description should not be blank !' },
          },
        },
      ],
    });
    renderAt(<JobForm partnerId={3} />);
    await fillValidJob();
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('description should not be blank !');
    const form = screen.getByRole('form', { name: 'Post a job' });
    expect(within(form).getByText('description should not be blank !')).toBeInTheDocument();
  });

  it('edits an existing job with PUT and keeps the form filled with the saved values', async () => {
    const api = mockApi({
      'PUT /api/jobs/41': [
        200,
        { httpStatus: 200, message: 'Job saved', result: saved({ jobTitle: 'Senior Data Analyst' }) },
      ],
    });
    renderAt(<JobForm partnerId={3} job={saved()} />);
    expect(box(/^Job Title/)).toHaveValue('Data Analyst');
    await userEvent.clear(box(/^Job Title/));
    await userEvent.type(box(/^Job Title/), 'Senior Data Analyst');
    await userEvent.click(screen.getByRole('button', { name: 'Save job' }));
    expect(await screen.findByText('Job saved')).toBeInTheDocument();
    expect(callsTo(api, 'PUT /api/jobs/41')[0]?.body).toMatchObject({
      jobTitle: 'Senior Data Analyst',
      jobSkills: 'SQL,Python',
    });
    expect(box(/^Job Title/)).toHaveValue('Senior Data Analyst');
  });
});
