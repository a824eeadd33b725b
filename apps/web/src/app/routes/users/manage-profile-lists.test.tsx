import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CollegeMessages } from '@elevate/contracts/college/college.schema';
import { Messages } from '@elevate/contracts/common/messages';
import { JsonResumeMessages } from '@elevate/contracts/users/json-resume';
import { ProfileMessages, type EducationEntry, type WorkEntry } from '@elevate/contracts/users/profile.schema';
import {
  badRequest,
  buildProfile,
  mockProfileApi,
  ok,
  profilePageRoutes,
} from '@/features/users/testing/profile-builders';
import { toast } from '@/lib/toast';
import { renderAt, signIn } from '@/testing/render';
import { ManageProfilePage } from './manage-profile-page';

const list = <T,>(data: T[]) => ok({ data, totalRecordCount: data.length, totalRecords: data.length });

const work: WorkEntry = {
  id: 31,
  company: 'Godavari Labs',
  title: 'Data Analyst Intern',
  employmentType: 'Internship',
  startDate: '01-06-2024',
  endDate: '31-08-2024',
  currentJob: false,
  description: null,
};

const pickOption = async (label: string, option: string, within_: HTMLElement) => {
  await userEvent.click(within(within_).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

describe('/manage-profile lists', { timeout: 40_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.dismiss());
  });

  it('adds education: a degree from the long list, a missing institution added for everyone, years from the year list', async () => {
    signIn();
    const added: EducationEntry[] = [];
    const api = mockProfileApi({
      ...profilePageRoutes(),
      'GET /api/college': ({ url }) =>
        list(
          [{ id: 4, name: 'Pune Institute of Computer Technology', city: 'Pune', state: 'Maharashtra' }].filter((c) =>
            c.name.toLowerCase().includes((url.searchParams.get('search') ?? '').toLowerCase()),
          ),
        ),
      'POST /api/college': ({ body }) =>
        [
          201,
          {
            httpStatus: 201,
            message: CollegeMessages.added,
            result: { id: 99, name: (body as { name: string }).name, city: null, state: null },
          },
        ] as const,
      'PUT /api/users/profile/education': ({ body }) => {
        added.push({ ...(body as EducationEntry), id: 501 });
        return ok(added, ProfileMessages.saved);
      },
    });
    renderAt(<ManageProfilePage />, '/manage-profile');
    const section = await screen.findByRole('region', { name: 'Education' });
    expect(within(section).getByText('No education yet')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Add education' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add education' });

    // Required fields say so once the form is sent empty.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save education' }));
    expect(await within(dialog).findByText(Messages.mandatoryField('Institution'))).toBeInTheDocument();
    expect(within(dialog).getByText(Messages.mandatoryField('Education Level'))).toBeInTheDocument();
    expect(api.callsTo('PUT /api/users/profile/education')).toHaveLength(0);

    await pickOption('Education level', 'Graduation/Diploma', dialog);
    const degree = within(dialog).getByRole('combobox', { name: 'Degree' });
    await userEvent.type(degree, 'B.Te');
    await userEvent.click(await screen.findByRole('option', { name: 'B.Tech' }));
    expect(degree).toHaveValue('B.Tech');

    const institution = within(dialog).getByRole('combobox', { name: /Institution/ });
    await userEvent.type(institution, 'Sinhgad College');
    const addNew = await screen.findByRole('option', { name: 'Add ‘Sinhgad College’ as a new institution' });
    expect(api.callsTo('GET /api/college').at(-1)!.url.searchParams.get('search')).toBe('Sinhgad College');
    await userEvent.click(addNew);
    await waitFor(() => expect(api.callsTo('POST /api/college')).toHaveLength(1));
    expect(api.callsTo('POST /api/college')[0]!.body).toEqual({ name: 'Sinhgad College' });
    expect(await screen.findByText(CollegeMessages.added)).toBeInTheDocument();

    await pickOption('Start year', '2021', dialog);
    await pickOption('End year (or expected)', '2025', dialog);
    await pickOption('Grade type', 'CGPA', dialog);
    const grade = within(dialog).getByRole('textbox', { name: 'CGPA' });
    await userEvent.type(grade, '11');
    fireEvent.blur(grade);
    expect(await within(dialog).findByText(ProfileMessages.gradeRange('CGPA'))).toBeInTheDocument();
    await userEvent.clear(grade);
    await userEvent.type(grade, '8.7');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save education' }));
    await waitFor(() => expect(api.callsTo('PUT /api/users/profile/education')).toHaveLength(1));
    expect(api.callsTo('PUT /api/users/profile/education')[0]!.body).toMatchObject({
      level: 'Graduation/Diploma',
      degree: 'B.Tech',
      institution: 'Sinhgad College',
      collegeId: 99,
      gradeType: 'CGPA',
      grade: 8.7,
      startYear: 2021,
      endYear: 2025,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const card = within(section).getByRole('listitem');
    expect(card).toHaveTextContent('B.Tech (Graduation/Diploma)');
    expect(card).toHaveTextContent('Sinhgad College');
    expect(card).toHaveTextContent('2021 – 2025 · CGPA 8.7');
  });

  it('"I currently work here" hides the end date; a refused save keeps the dialog open with what was typed', async () => {
    signIn();
    let refuse = true;
    const api = mockProfileApi({
      ...profilePageRoutes({ profile: buildProfile({ work: [work] }) }),
      'PUT /api/users/profile/work': ({ body }) =>
        refuse
          ? badRequest(ProfileMessages.dateInFuture('Start Date'), {
              startDate: ProfileMessages.dateInFuture('Start Date'),
            })
          : ok([{ ...work, ...(body as object) }], ProfileMessages.saved),
    });
    renderAt(<ManageProfilePage />, '/manage-profile');
    const section = await screen.findByRole('region', { name: 'Work experience' });
    await userEvent.click(
      within(section).getByRole('button', { name: 'Edit work experience: Data Analyst Intern at Godavari Labs' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit work experience' });
    expect(within(dialog).getByRole('textbox', { name: 'End date' })).toHaveValue('31-08-2024');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I currently work here' }));
    expect(within(dialog).queryByRole('textbox', { name: 'End date' })).not.toBeInTheDocument();
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Data Analyst');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save work experience' }));
    await waitFor(() => expect(api.callsTo('PUT /api/users/profile/work')).toHaveLength(1));
    expect(api.callsTo('PUT /api/users/profile/work')[0]!.body).toMatchObject({
      id: 31,
      title: 'Data Analyst',
      currentJob: true,
      endDate: null,
    });
    expect(await within(dialog).findByText(ProfileMessages.dateInFuture('Start Date'))).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit work experience' })).toBeInTheDocument();
    expect(title).toHaveValue('Data Analyst');

    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save work experience' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(section).getByRole('listitem')).toHaveTextContent('Data Analyst at Godavari Labs');
    expect(within(section).getByRole('listitem')).toHaveTextContent('01-06-2024 – present');
  });

  it('Delete asks first, then removes the entry', async () => {
    signIn();
    const api = mockProfileApi({
      ...profilePageRoutes({ profile: buildProfile({ work: [work] }) }),
      'DELETE /api/users/profile/work/31': ok([], ProfileMessages.entryDeleted),
    });
    renderAt(<ManageProfilePage />, '/manage-profile');
    const section = await screen.findByRole('region', { name: 'Work experience' });
    await userEvent.click(
      within(section).getByRole('button', { name: 'Delete work experience: Data Analyst Intern at Godavari Labs' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete this work experience?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /api/users/profile/work/31')).toHaveLength(0);

    await userEvent.click(
      within(section).getByRole('button', { name: 'Delete work experience: Data Analyst Intern at Godavari Labs' }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete this work experience?' })).getByRole('button', {
        name: 'Delete work experience',
      }),
    );
    expect(await screen.findByText(ProfileMessages.entryDeleted)).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/users/profile/work/31')[0]!.url.searchParams.get('uId')).toBe('7');
    expect(await within(section).findByText('No work experience yet')).toBeInTheDocument();
  });

  it('a patent needs its status; other kinds have none', async () => {
    signIn();
    const api = mockProfileApi({
      ...profilePageRoutes(),
      'PUT /api/users/profile/other': ({ body }) => ok([{ ...(body as object), id: 7 }], ProfileMessages.saved),
    });
    renderAt(<ManageProfilePage />, '/manage-profile');
    const section = await screen.findByRole('region', { name: 'Patents, certifications and achievements' });
    await userEvent.click(within(section).getByRole('button', { name: 'Add item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add item' });
    expect(within(dialog).queryByRole('combobox', { name: /Patent status/ })).not.toBeInTheDocument();
    await pickOption('Kind', 'Patent', dialog);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Low-cost water filter');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save item' }));
    expect(await within(dialog).findByText(ProfileMessages.patentStatusNeeded)).toBeInTheDocument();
    await pickOption('Patent status', 'Patent Pending', dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save item' }));
    await waitFor(() => expect(api.callsTo('PUT /api/users/profile/other')).toHaveLength(1));
    expect(api.callsTo('PUT /api/users/profile/other')[0]!.body).toMatchObject({
      kind: 'patent',
      title: 'Low-cost water filter',
      status: 'Patent Pending',
    });
  });

  it('a JSON Resume import asks before replacing the profile, then shows it and what could not be kept', async () => {
    signIn();
    const imported = buildProfile({ work: [work] });
    const api = mockProfileApi({
      ...profilePageRoutes(),
      'POST /api/users/profile/import': ok(
        { profile: imported, unmapped: [{ path: 'volunteer[0]', reason: 'Volunteering has no place on the profile' }] },
        JsonResumeMessages.importedWithGaps(1),
      ),
    });
    renderAt(<ManageProfilePage />, '/manage-profile');
    const section = await screen.findByRole('region', { name: 'JSON Resume' });
    expect(within(section).getByRole('button', { name: 'Download as JSON Resume' })).toBeInTheDocument();

    act(() => {
      fireEvent.change(screen.getByLabelText('JSON Resume to import'), {
        target: { files: [new File(['{ not json'], 'broken.json', { type: 'application/json' })] },
      });
    });
    expect(await within(section).findByText(JsonResumeMessages.notJson)).toBeInTheDocument();

    const resume = {
      basics: { name: 'Meera Iyer' },
      work: [{ name: 'Godavari Labs', position: 'Data Analyst Intern' }],
    };
    act(() => {
      fireEvent.change(screen.getByLabelText('JSON Resume to import'), {
        target: { files: [new File([JSON.stringify(resume)], 'resume.json', { type: 'application/json' })] },
      });
    });
    const confirm = await screen.findByRole('dialog', { name: 'Replace your profile?' });
    expect(confirm).toHaveTextContent('resume.json');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Replace my profile' }));
    await waitFor(() => expect(api.callsTo('POST /api/users/profile/import')).toHaveLength(1));
    expect(api.callsTo('POST /api/users/profile/import')[0]!.body).toEqual(resume);
    expect(await screen.findByText(JsonResumeMessages.importedWithGaps(1))).toBeInTheDocument();
    const gaps = await screen.findByRole('list', { name: 'What could not be imported' });
    expect(gaps).toHaveTextContent('volunteer[0]: Volunteering has no place on the profile');
    expect(
      within(screen.getByRole('region', { name: 'Work experience' })).getByText('Data Analyst Intern at Godavari Labs'),
    ).toBeInTheDocument();
  });
});
