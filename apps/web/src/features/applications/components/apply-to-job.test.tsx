import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { buildSession, renderAt, signIn } from '@/testing/render';
import {
  buildApplication,
  buildMandatoryFields,
  fail,
  incompleteFields,
  mockApi,
  ok,
  pdf,
} from '../testing/application-builders';
import { ApplyToJob } from './apply-to-job';

const job = { jobId: 7, jobTitle: 'Frontend Developer', companyName: 'Kaveri Analytics Pvt. Ltd.' };
const applied = buildApplication();

const renderApply = (props: { isActive?: boolean; onSignInRequired?: () => void; onChanged?: () => void } = {}) =>
  renderAt(
    <ApplyToJob
      job={job}
      isActive={props.isActive ?? true}
      onSignInRequired={props.onSignInRequired ?? (() => undefined)}
      onChanged={props.onChanged}
    />,
    '/jobs/frontend-developer-kaveri-1001',
  );

const openDialog = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
  return screen.findByRole('dialog', { name: 'Apply to Frontend Developer' });
};

describe('Apply on a job page', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => {
      clearSession();
      toast.dismiss();
    });
  });

  it('signed out, Apply asks for login and calls nothing', async () => {
    const api = mockApi({});
    const onSignInRequired = vi.fn();
    renderApply({ onSignInRequired });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onSignInRequired).toHaveBeenCalledOnce();
    expect(api.calls).toEqual([]);
  });

  it('with a complete profile, shows the details for a last look and sends the application', async () => {
    signIn();
    const onChanged = vi.fn();
    const api = mockApi({
      'GET /api/jobs/7/applications': ok({ application: null }),
      'GET /api/users/7/mandatoryfields': ok(buildMandatoryFields()),
      'POST /api/jobs/application': ok({ application: applied, alreadyApplied: false }, 201),
    });
    renderApply({ onChanged });
    const dialog = await openDialog();
    expect(await within(dialog).findByText('Aarav-Resume.pdf')).toBeInTheDocument();
    expect(within(dialog).getByText('Pune')).toBeInTheDocument();
    expect(within(dialog).getByText('9876543210')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByText('Application sent')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Applied to Frontend Developer' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Track in My Jobs' })).toHaveAttribute(
      'href',
      '/my-jobs?application=31',
    );
    expect(api.to('POST /api/jobs/application')[0]!.body).toEqual({ jobId: 7 });
    expect(api.to('GET /api/jobs/7/applications')[0]!.query).toEqual({ uId: '7' });
    expect(onChanged).toHaveBeenCalledOnce();

    // Behind the dialog the Apply button has become the applied state.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(/^Applied on \d{2}-\d{2}-\d{4} · Applied$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('with missing details, asks for them with the spec messages, uploads the resume, saves and applies', async () => {
    signIn();
    const api = mockApi({
      'GET /api/jobs/7/applications': ok({ application: null }),
      'GET /api/users/7/mandatoryfields': ok(incompleteFields()),
      'POST /api/s3/pre-signed': ok({
        key: 'resume-0b6f.pdf',
        uploadUrl: '/api/uploads/resume-0b6f.pdf?expires=1&signature=s',
        method: 'PUT',
        fileUrl: null,
        expiresAt: new Date().toISOString(),
      }),
      'PUT /api/uploads/resume-0b6f.pdf': ok({
        key: 'resume-0b6f.pdf',
        fileUrl: null,
        fileName: 'Aarav-Resume.pdf',
        sizeBytes: 40_000,
        contentType: 'application/pdf',
      }),
      'POST /api/users/7/mandatoryfields': ok(buildMandatoryFields({ currentCity: 'Nagpur' })),
      'POST /api/jobs/application': ok({ application: applied, alreadyApplied: false }, 201),
    });
    const user = userEvent.setup();
    renderApply();
    const dialog = await openDialog();
    expect(await within(dialog).findByText(/needs a few details with every application/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save and apply' }));
    expect(await within(dialog).findByText('Current City is mandatory field !')).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid Value !')).toBeInTheDocument();
    expect(within(dialog).getByText('Resume is mandatory field !')).toBeInTheDocument();
    expect(api.to('POST /api/users/7/mandatoryfields')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Current City/ }), 'Nagpur');
    await user.click(within(dialog).getByRole('combobox', { name: /Highest Qualification/ }));
    await user.click(await screen.findByRole('option', { name: 'Post Graduation' }));
    await user.upload(within(dialog).getByLabelText('Resume file'), pdf());
    expect(within(dialog).getByText('Selected: Aarav-Resume.pdf')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save and apply' }));

    expect(await within(dialog).findByText('Application sent')).toBeInTheDocument();
    expect(api.calls.map((c) => `${c.method} ${c.path}`).slice(-4)).toEqual([
      'POST /api/s3/pre-signed',
      'PUT /api/uploads/resume-0b6f.pdf',
      'POST /api/users/7/mandatoryfields',
      'POST /api/jobs/application',
    ]);
    expect(api.to('POST /api/s3/pre-signed')[0]!.body).toMatchObject({
      purpose: 'resume',
      fileName: 'Aarav-Resume.pdf',
    });
    expect(api.to('POST /api/users/7/mandatoryfields')[0]!.body).toEqual({
      ucontact: '9876543210',
      currentCity: 'Nagpur',
      highestQualification: 'Post Graduation',
      resumeKey: 'resume-0b6f.pdf',
    });
  });

  it('refuses a resume that is not a PDF or is over 2 MB before anything is uploaded', async () => {
    signIn();
    const api = mockApi({
      'GET /api/jobs/7/applications': ok({ application: null }),
      'GET /api/users/7/mandatoryfields': ok(incompleteFields()),
    });
    const user = userEvent.setup({ applyAccept: false });
    renderApply();
    const dialog = await openDialog();
    const input = await within(dialog).findByLabelText('Resume file');
    await user.upload(input, new File(['x'], 'resume.docx', { type: 'application/msword' }));
    expect(await within(dialog).findByText('Resume must be a PDF file !')).toBeInTheDocument();
    await user.upload(input, pdf('big.pdf', 2 * 1024 * 1024 + 1));
    expect(
      await within(dialog).findByText('Size of file is not valid, please upload file less than 2 mb !'),
    ).toBeInTheDocument();
    expect(api.to('POST /api/s3/pre-signed')).toHaveLength(0);
  });

  it('a job closed meanwhile is said in the dialog, and the page is told to refresh the job', async () => {
    signIn();
    const onChanged = vi.fn();
    mockApi({
      'GET /api/jobs/7/applications': ok({ application: null }),
      'GET /api/users/7/mandatoryfields': ok(buildMandatoryFields()),
      'POST /api/jobs/application': fail(409, 'WUE-4090', 'This job is no longer accepting applications'),
    });
    renderApply({ onChanged });
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByText('This job is no longer accepting applications')).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledOnce();
  });

  it('after applying, the page shows when and the current status, with a link to track it', async () => {
    signIn();
    mockApi({
      'GET /api/jobs/7/applications': ok({ application: buildApplication({ currentStatus: 'Shortlisted' }) }),
    });
    renderApply();
    expect(await screen.findByText(/^Applied on \d{2}-\d{2}-\d{4} · Shortlisted$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track application' })).toHaveAttribute('href', '/my-jobs?application=31');
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('an earlier application still shows once the job has closed; without one a closed job offers nothing', async () => {
    signIn();
    mockApi({ 'GET /api/jobs/7/applications': ok({ application: applied }) });
    const first = renderApply({ isActive: false });
    expect(await screen.findByRole('link', { name: 'Track application' })).toBeInTheDocument();
    first.unmount();

    vi.restoreAllMocks();
    mockApi({ 'GET /api/jobs/7/applications': ok({ application: null }) });
    renderApply({ isActive: false });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Track application' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('an employer account is told to use a candidate account, and nothing is asked of the API', async () => {
    signIn(buildSession({ role: 'employer' }));
    const api = mockApi({});
    renderApply();
    expect(
      screen.getByText('Employer and admin accounts cannot apply. Log in with a candidate account to apply.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
