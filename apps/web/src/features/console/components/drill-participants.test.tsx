import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HostedParticipant } from '@elevate/contracts/console/console-drill-people.schema';
import { toast } from '@/lib/toast';
import { ok } from '@/testing/api-double';
import { mockPhoneScreen, mockWideScreen } from '@/testing/media';
import { buildSession, callsTo, mockApi, renderAt, signIn } from '@/testing/render';
import { DrillParticipants } from './drill-participants';

const asha: HostedParticipant = {
  participantId: 11,
  name: 'Asha Menon',
  email: 'asha@example.in',
  registeredAt: '2026-03-01T10:00:00.000Z',
  status: 'registered',
  lookingForTeam: false,
  team: { teamId: 5, name: 'Jal Rakshak', role: 'lead' },
  answers: [{ key: 'college', label: 'College', value: 'IIT Madras' }],
  phases: [
    { phaseId: 1, phase: 'Idea', state: 'submitted', submittedAt: '2026-03-02T10:00:00.000Z' },
    { phaseId: 2, phase: 'Prototype', state: 'draft', submittedAt: null },
  ],
};

const phases = {
  hackathonStartDt: '2026-03-01T00:00:00.000Z',
  hackathonEndDt: '2026-03-20T00:00:00.000Z',
  phases: [
    {
      phaseId: 1,
      name: 'Idea',
      kind: 'idea',
      position: 0,
      startDt: '',
      endDt: '',
      description: '',
      state: 'ended',
      submissionFields: [],
      submissionCount: 1,
    },
    {
      phaseId: 2,
      name: 'Prototype',
      kind: 'solution',
      position: 1,
      startDt: '',
      endDt: '',
      description: '',
      state: 'live',
      submissionFields: [],
      submissionCount: 1,
    },
  ],
};

const routes = (rows: HostedParticipant[]) => ({
  'GET /api/console/drills/9/participants': ok({
    data: rows,
    totalRecordCount: rows.length,
    totalRecords: rows.length,
  }),
  'GET /api/console/drills/9/phases': ok(phases),
});

describe('the participants tab', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.dismiss());
  });

  it('shows each participant as a card on a phone with team, phase states and answers', async () => {
    await signIn(buildSession({ role: 'employer' }));
    mockPhoneScreen();
    mockApi(routes([asha]));
    renderAt(<DrillParticipants drillId={9} />);
    const card = (await screen.findByText('Asha Menon')).closest('li')!;
    expect(within(card).getByText(/Jal Rakshak \(lead\)/)).toBeInTheDocument();
    expect(within(card).getByText('Idea: Submitted')).toBeInTheDocument();
    expect(within(card).getByText('Prototype: Draft')).toBeInTheDocument();
    expect(within(card).getByText('IIT Madras')).toBeInTheDocument();
    expect(screen.getByText('1 participant')).toBeInTheDocument();
  });

  it('shows a table on a wide screen', async () => {
    await signIn(buildSession({ role: 'employer' }));
    mockWideScreen();
    mockApi(routes([asha]));
    renderAt(<DrillParticipants drillId={9} />);
    const table = await screen.findByRole('table', { name: 'Participants' });
    expect(within(table).getByText('Asha Menon')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Submissions' })).toBeInTheDocument();
  });

  it('asks again with each filter and the search, starting with registered participants', async () => {
    await signIn(buildSession({ role: 'employer' }));
    mockPhoneScreen();
    const api = mockApi(routes([asha]));
    renderAt(<DrillParticipants drillId={9} />);
    await screen.findByText('Asha Menon');
    const last = () => callsTo(api, 'GET /api/console/drills/9/participants').at(-1)!.query;
    expect(last()).toMatchObject({ status: 'registered', limit: '25', offset: '0' });

    await userEvent.click(screen.getByRole('combobox', { name: 'Team or individual' }));
    await userEvent.click(screen.getByRole('option', { name: 'Individuals' }));
    await waitFor(() => expect(last()).toMatchObject({ kind: 'individual' }));

    await userEvent.click(screen.getByRole('combobox', { name: 'Phase' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Prototype' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Submitted' }));
    await userEvent.click(screen.getByRole('option', { name: 'Not submitted' }));
    await waitFor(() => expect(last()).toMatchObject({ kind: 'individual', phaseId: '2', submitted: 'no' }));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search participants' }), 'rakshak');
    await waitFor(() => expect(last()).toMatchObject({ search: 'rakshak', phaseId: '2' }));
  });

  it('says so when nobody matches the filters', async () => {
    await signIn(buildSession({ role: 'employer' }));
    mockPhoneScreen();
    mockApi(routes([]));
    renderAt(<DrillParticipants drillId={9} />);
    expect(await screen.findByText('No participants yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('switches to the teams view', async () => {
    await signIn(buildSession({ role: 'employer' }));
    mockPhoneScreen();
    mockApi({
      ...routes([asha]),
      'GET /api/console/drills/9/teams': ok({
        data: [
          {
            teamId: 5,
            name: 'Jal Rakshak',
            createdAt: '2026-03-01T10:00:00.000Z',
            locked: false,
            members: [{ participantId: 11, name: 'Asha Menon', email: 'asha@example.in', isLead: true }],
            submittedPhases: [{ phaseId: 1, phase: 'Idea' }],
          },
        ],
        totalRecordCount: 1,
        totalRecords: 1,
      }),
    });
    renderAt(<DrillParticipants drillId={9} />);
    await userEvent.click(screen.getByRole('button', { name: 'Teams' }));
    expect(await screen.findByText('Submitted: Idea')).toBeInTheDocument();
    expect(screen.getByText(/Asha Menon \(lead\)/)).toBeInTheDocument();
  });
});
