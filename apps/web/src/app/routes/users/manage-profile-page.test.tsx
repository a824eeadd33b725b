import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { completionStepText } from '@elevate/contracts/users/completion';
import { ProfileMessages } from '@elevate/contracts/users/profile.schema';
import {
  badRequest,
  buildCompletion,
  buildPersonal,
  buildProfile,
  mockProfileApi,
  ok,
  profilePageRoutes,
} from '@/features/users/testing/profile-builders';
import { toast } from '@/lib/toast';
import { renderAt, signIn } from '@/testing/render';
import { ManageProfilePage } from './manage-profile-page';

const personalForm = () => screen.getByRole('form', { name: 'Personal details' });

describe('/manage-profile', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.dismiss());
  });

  it('shows skeletons, then the profile strength with each missing step, its +N % and a link to its section', async () => {
    signIn();
    const completion = buildCompletion({ educationCount: 1, skillCount: 3 });
    mockProfileApi(profilePageRoutes({ completion }));
    renderAt(<ManageProfilePage />, '/manage-profile');
    expect(screen.getByRole('status', { name: 'Loading your profile' })).toBeInTheDocument();
    expect(document.title).toBe('Manage Profile · Elevate');

    const card = await screen.findByRole('region', { name: 'Profile strength' });
    expect(await within(card).findByText('35%')).toBeInTheDocument();
    const steps = within(card).getByRole('list', { name: 'Steps to a stronger profile' });
    const links = within(steps).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(completion.missing.map(completionStepText));
    expect(within(steps).getByRole('link', { name: 'Upload your resume: +15 %' })).toHaveAttribute(
      'href',
      '#documents',
    );
    expect(within(steps).getByRole('link', { name: 'Add a project: +10 %' })).toHaveAttribute('href', '#projects');
    expect(
      within(steps).getByRole('link', {
        name: 'Complete your personal details (city, state, PIN code, date of birth, gender): +15 %',
      }),
    ).toHaveAttribute('href', '#personal');

    // Every section the steps link to is on the page under that id.
    await screen.findByRole('form', { name: 'Personal details' });
    for (const id of ['personal', 'education', 'work', 'projects', 'skills', 'documents', 'other'])
      expect(document.getElementById(id)).toHaveAttribute('aria-labelledby', `${id}-heading`);
    expect(screen.getAllByRole('navigation', { name: 'Profile sections' }).length).toBeGreaterThan(0);
  });

  it('a complete profile says so instead of listing steps', async () => {
    signIn();
    mockProfileApi(
      profilePageRoutes({
        completion: buildCompletion({
          personalFields: {
            currentCity: 'Pune',
            currentState: 'Maharashtra',
            zipcode: '411001',
            dateOfBirth: '2000-01-01',
            gender: 'female',
          },
          hasPicture: true,
          hasResume: true,
          educationCount: 1,
          workCount: 1,
          projectCount: 1,
          skillCount: 5,
          otherCount: 1,
          socialLinkCount: 1,
        }),
      }),
    );
    renderAt(<ManageProfilePage />, '/manage-profile');
    const card = await screen.findByRole('region', { name: 'Profile strength' });
    expect(await within(card).findByText('100%')).toBeInTheDocument();
    expect(within(card).getByText(/Your profile is complete/)).toBeInTheDocument();
    expect(within(card).queryByRole('list')).not.toBeInTheDocument();
  });

  it('offers Try again when the profile cannot be loaded', async () => {
    signIn();
    let fail = true;
    mockProfileApi({
      ...profilePageRoutes(),
      'GET /api/users/profile/complete-profile': () =>
        fail
          ? ([500, { httpStatus: 500, error: { code: 'WUE-5000', message: 'Something went wrong !' } }] as const)
          : ok(buildProfile()),
    });
    renderAt(<ManageProfilePage />, '/manage-profile');
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 8000 });
    expect(screen.getByText(/Your profile could not be loaded/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('form', { name: 'Personal details' })).toBeInTheDocument();
  });

  it('a field error shows only once the field was left, in the contract’s words', async () => {
    signIn();
    mockProfileApi(profilePageRoutes({ profile: buildProfile({ personal: buildPersonal({ zipcode: null }) }) }));
    renderAt(<ManageProfilePage />, '/manage-profile');
    await screen.findByRole('form', { name: 'Personal details' });
    const pin = within(personalForm()).getByRole('textbox', { name: 'PIN code' });
    await userEvent.type(pin, '0123');
    // Typing alone says nothing…
    expect(screen.queryByText(ProfileMessages.pinCode)).not.toBeInTheDocument();
    expect(pin).not.toHaveAttribute('aria-invalid', 'true');
    // …leaving the field does.
    fireEvent.blur(pin);
    expect(await screen.findByText(ProfileMessages.pinCode)).toBeInTheDocument();
    expect(pin).toHaveAttribute('aria-invalid', 'true');
    // Other fields, never touched, stay quiet even though one of them is wrong too.
    const dob = within(personalForm()).getByRole('textbox', { name: 'Date of birth' });
    await userEvent.type(dob, '31-02-2001');
    expect(screen.queryByText('Date of Birth must be a real date written as dd-mm-yyyy')).not.toBeInTheDocument();
    // Fixing the PIN clears its message as it is typed (after the first blur, checks run on change).
    await userEvent.clear(pin);
    await userEvent.type(pin, '411001');
    await waitFor(() => expect(screen.queryByText(ProfileMessages.pinCode)).not.toBeInTheDocument());
  });

  it('a save the server refuses keeps everything typed and shows its message on the field', async () => {
    signIn();
    const api = mockProfileApi({
      ...profilePageRoutes(),
      'PUT /api/users/profile/personal': badRequest(ProfileMessages.invalidUrl, {
        'socialLinks.github': ProfileMessages.invalidUrl,
      }),
    });
    renderAt(<ManageProfilePage />, '/manage-profile');
    await screen.findByRole('form', { name: 'Personal details' });
    const city = within(personalForm()).getByRole('textbox', { name: 'Current city' });
    await userEvent.clear(city);
    await userEvent.type(city, 'Nagpur');
    const github = within(personalForm()).getByRole('textbox', { name: 'GitHub' });
    await userEvent.type(github, 'https://github.com/meera');
    const letter = within(personalForm()).getByRole('textbox', { name: 'Cover letter' });
    await userEvent.type(letter, 'I build data pipelines.');
    await userEvent.click(screen.getByRole('button', { name: 'Save personal details' }));

    await waitFor(() => expect(api.callsTo('PUT /api/users/profile/personal')).toHaveLength(1));
    const sent = api.callsTo('PUT /api/users/profile/personal')[0]!;
    expect(sent.url.searchParams.get('uId')).toBe('7');
    expect(sent.body).toMatchObject({
      currentCity: 'Nagpur',
      socialLinks: { github: 'https://github.com/meera' },
      coverLetter: 'I build data pipelines.',
      zipcode: '411001',
    });
    // The server's words on the field it named, and in a toast.
    const message = await within(personalForm()).findByText(ProfileMessages.invalidUrl);
    expect(github).toHaveAttribute('aria-invalid', 'true');
    expect(message).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(ProfileMessages.invalidUrl);
    // Nothing typed is lost.
    expect(city).toHaveValue('Nagpur');
    expect(github).toHaveValue('https://github.com/meera');
    expect(letter).toHaveValue('I build data pipelines.');
    expect(screen.getByRole('button', { name: 'Save personal details' })).toBeEnabled();
  });

  it('a save that succeeds says so and asks for the profile strength again', async () => {
    signIn();
    let percent = 35;
    const api = mockProfileApi({
      ...profilePageRoutes(),
      'GET /api/users/profile/completion/7': () => ok({ ...buildCompletion(), percent }),
      'PUT /api/users/profile/personal': ({ body }) => {
        percent = 50;
        return ok(buildPersonal({ ...(body as object), gender: 'female' }), ProfileMessages.saved);
      },
    });
    renderAt(<ManageProfilePage />, '/manage-profile');
    await screen.findByRole('form', { name: 'Personal details' });
    await screen.findByText('35%');
    await userEvent.click(within(personalForm()).getByRole('combobox', { name: 'Gender' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Female' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save personal details' }));
    expect(await screen.findByText(ProfileMessages.saved)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/users/profile/personal')[0]!.body).toMatchObject({ gender: 'female' });
    expect(await screen.findByText('50%')).toBeInTheDocument();
    expect(api.callsTo('GET /api/users/profile/completion/7').length).toBeGreaterThanOrEqual(2);
  });
});
