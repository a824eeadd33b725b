import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MatchingMessages } from '@elevate/contracts/matching/matching.messages';
import type { ParsedResume } from '@elevate/contracts/matching/parse.schema';
import { toast } from '@/lib/toast';
import { failWith } from '@/testing/api-double';
import { renderAt, signIn } from '@/testing/render';
import {
  buildDocuments,
  buildPersonal,
  buildProfile,
  mockProfileApi,
  ok,
  profilePageRoutes,
} from '../testing/profile-builders';
import { DocumentsSection } from './documents-section';

const resume: ParsedResume = {
  parserVersion: 'parse-1.0.0',
  layout: { pages: 1, pagesRead: 1, columns: 1, scanned: false },
  warnings: [],
  name: { value: 'Priya Sharma', confidence: 0.95 },
  email: null,
  phone: null,
  links: [{ kind: 'github', url: 'https://github.com/priya', confidence: 0.95 }],
  city: { value: 'Bengaluru', confidence: 0.9 },
  state: null,
  education: [
    {
      institution: 'College of Engineering Pune',
      degree: 'B.Tech',
      field: 'Computer Engineering',
      startYear: 2019,
      endYear: 2023,
      grade: null,
      confidence: 0.9,
    },
  ],
  work: [
    {
      company: 'Kaveri Analytics',
      title: 'Software Engineer Intern',
      start: '2023-01',
      end: '2023-06',
      current: false,
      summary: 'Built dashboards',
      confidence: 0.85,
    },
  ],
  projects: [{ name: 'Bus tracker', summary: null, url: null, skills: [], confidence: 0.5 }],
  skills: [
    { name: 'React', source: 'skills-section', confidence: 0.95 },
    { name: 'Python', source: 'skills-section', confidence: 0.95 },
    { name: 'Go', source: 'text', confidence: 0.4 },
  ],
  experienceMonths: 5,
};

const PARSE = 'GET /api/user/7/resumes/parse';
const APPLY = 'POST /api/user/7/resumes/parse/apply';
const profile = buildProfile({
  personal: buildPersonal({ currentCity: 'Pune', socialLinks: { linkedin: 'https://www.linkedin.com/in/priya' } }),
  skill: [{ id: 1, name: 'python' }],
});
const routes = {
  ...profilePageRoutes({ profile, documents: buildDocuments({ resumeFileName: 'priya.pdf' }) }),
  [PARSE]: ok(resume),
  [APPLY]: ok({ added: { skills: 2, education: 1, work: 1, projects: 0 }, personalUpdated: ['socialLinks'] }),
};

const openReview = async () => {
  signIn();
  renderAt(<DocumentsSection uid={7} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Fill my profile from this resume' }));
  return within(await screen.findByRole('dialog', { name: 'Fill my profile from this resume' }));
};

describe('Fill my profile from this resume', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.dismiss());
  });

  it('ticks only sure, new fields: unsure ones say "Please check", existing values stay, known skills are disabled', async () => {
    mockProfileApi(routes);
    const dialog = await openReview();
    expect(await dialog.findByRole('checkbox', { name: 'React' })).toBeChecked();
    // Low confidence: highlighted and unticked.
    const go = dialog.getByRole('checkbox', { name: 'Go' });
    expect(go).not.toBeChecked();
    expect(go.closest('li')).toHaveTextContent('Please check');
    expect(dialog.getByRole('checkbox', { name: 'Bus tracker' })).not.toBeChecked();
    // Already on the profile (another spelling): shown, not offered.
    const python = dialog.getByRole('checkbox', { name: 'Python' });
    expect(python).toBeDisabled();
    expect(python.closest('li')).toHaveTextContent('Already on your profile');
    // The profile's own city is shown beside the parsed one and not replaced by default.
    const city = dialog.getByRole('checkbox', { name: 'City: Bengaluru' });
    expect(city).not.toBeChecked();
    expect(city.closest('li')).toHaveTextContent('On your profile now: Pune');
    expect(dialog.getByRole('checkbox', { name: 'GitHub: https://github.com/priya' })).toBeChecked();
  });

  it('sends only what is ticked, as edited, keeps the other links, and refreshes the profile', async () => {
    const api = mockProfileApi(routes);
    const dialog = await openReview();
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'Go' }));
    const degree = dialog.getByRole('textbox', { name: 'Degree' });
    await userEvent.clear(degree);
    await userEvent.type(degree, 'Bachelor of Technology');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Employment type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Part-Time' }));
    const before = api.callsTo('GET /api/users/profile/complete-profile').length;
    await userEvent.click(dialog.getByRole('button', { name: 'Add 5 to my profile' }));

    await waitFor(() => expect(api.callsTo(APPLY)).toHaveLength(1));
    expect(api.callsTo(APPLY)[0]!.body).toEqual({
      personal: {
        socialLinks: { linkedin: 'https://www.linkedin.com/in/priya', github: 'https://github.com/priya' },
      },
      skills: ['React', 'Go'],
      education: [
        {
          level: 'Graduation/Diploma',
          degree: 'Bachelor of Technology',
          institution: 'College of Engineering Pune',
          startYear: 2019,
          endYear: 2023,
        },
      ],
      work: [
        {
          company: 'Kaveri Analytics',
          title: 'Software Engineer Intern',
          employmentType: 'Part-Time',
          startDate: '01-01-2023',
          endDate: '01-06-2023',
          currentJob: false,
          description: 'Built dashboards',
        },
      ],
      projects: [],
    });
    expect(await screen.findByText(MatchingMessages.prefillSaved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.callsTo('GET /api/users/profile/complete-profile').length).toBeGreaterThan(before));
  });

  it('does not send an entry the profile would refuse, and says why beside it', async () => {
    const api = mockProfileApi(routes);
    const dialog = await openReview();
    await dialog.findByRole('checkbox', { name: 'React' });
    const institution = dialog.getByRole('textbox', { name: 'Institution' });
    await userEvent.clear(institution);
    await userEvent.click(dialog.getByRole('button', { name: /^Add \d+ to my profile$/ }));
    expect(await dialog.findByText(/Institution/, { selector: '[role="alert"]' })).toBeInTheDocument();
    expect(api.callsTo(APPLY)).toHaveLength(0);
  });

  it('says so when the resume cannot be read', async () => {
    mockProfileApi({ ...routes, [PARSE]: failWith(400, 'WUE-4000', MatchingMessages.unreadable) });
    const dialog = await openReview();
    expect(await dialog.findByText(MatchingMessages.unreadable)).toBeInTheDocument();
  });
});
