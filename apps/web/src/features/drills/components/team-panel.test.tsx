import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TeamMessages } from '@elevate/contracts/drills/team.messages';
import { clearSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { renderAt, signIn } from '@/testing/render';
import {
  buildDrill,
  buildInvitation,
  buildTeam,
  buildTeamCard,
  mockDrillsApi,
  ok,
  registered,
  type ApiCall,
} from '../testing/participation-builders';
import { TeamPanel } from './team-panel';

const STATE = 'GET /api/drills/12/participants';
const INVITES = 'GET /api/drills/12/participate/70/invites';
const TEAMS = 'GET /api/drills/12/teams';
const NAME = 'GET /api/drills/12/teams/name';
const CREATE = 'POST /api/drills/12/participate/70/teams';
const noInvites = ok({ invitations: [], requests: [] });
const teamList = (...teams: ReturnType<typeof buildTeamCard>[]) =>
  ok({ data: teams, totalRecordCount: teams.length, totalRecords: teams.length });
const inTeam = registered({ team: { teamId: 5, teamName: 'Byte Bandits', isLead: true, memberCount: 2 } });

const renderPanel = (drill = buildDrill()) =>
  renderAt(<TeamPanel drill={drill} participantId={70} />, '/drills/participant-dashboard/12/70');

describe('TeamPanel without a team', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => {
      clearSession();
      toast.dismiss();
    });
  });

  it('an individual hackathon says no team is needed and asks nothing', () => {
    signIn();
    const api = mockDrillsApi({});
    renderPanel(buildDrill({ drillTeamSize: { min: 1, max: 1 } }));
    expect(screen.getByText('No team needed')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(TeamMessages.individualOnly))).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('creates a team after checking, as typing pauses, whether the name is free', async () => {
    signIn();
    let state = registered();
    const api = mockDrillsApi({
      [STATE]: () => ok(state),
      [INVITES]: noInvites,
      [TEAMS]: teamList(),
      [NAME]: ({ query }: ApiCall) =>
        query.teamName === 'Byte Bandits'
          ? ok({ available: false, message: TeamMessages.nameTaken })
          : ok({ available: true, message: TeamMessages.nameAvailable }),
      [CREATE]: () => {
        state = inTeam;
        return ok(buildTeam(), TeamMessages.created('Null Pointers'), 201);
      },
      'GET /api/drills/12/teams/5': ok(buildTeam({ teamName: 'Null Pointers' })),
    });
    const user = userEvent.setup();
    renderPanel();
    const form = await screen.findByRole('form', { name: 'Create a team' });
    const name = within(form).getByRole('textbox', { name: /Team name/ });

    await user.type(name, 'B');
    await user.tab();
    expect(await within(form).findByText(TeamMessages.nameMin)).toBeInTheDocument();
    expect(api.callsTo(NAME)).toHaveLength(0);

    await user.type(name, 'yte Bandits');
    expect(await within(form).findByText(TeamMessages.nameTaken)).toBeInTheDocument();
    // Only the name as it stood when typing paused was asked about.
    expect(api.callsTo(NAME).map((c) => c.query.teamName)).toEqual(['Byte Bandits']);
    await user.click(within(form).getByRole('button', { name: 'Create team' }));
    expect(api.callsTo(CREATE)).toHaveLength(0);

    await user.clear(name);
    await user.type(name, 'Null   Pointers');
    expect(await within(form).findByText(TeamMessages.nameAvailable)).toBeInTheDocument();
    await user.type(within(form).getByRole('combobox', { name: /Roles you still need/ }), 'Designer{Enter}');
    await user.click(within(form).getByRole('button', { name: 'Create team' }));

    expect(await screen.findByText(TeamMessages.created('Null Pointers'))).toBeInTheDocument();
    expect(api.callsTo(CREATE)[0]!.body).toEqual({ teamName: 'Null Pointers', rolesNeeded: ['Designer'] });
    expect(await screen.findByRole('heading', { name: 'Null Pointers' })).toBeInTheDocument();
  });

  it('a pending invitation can be accepted, which puts the participant in the team', async () => {
    signIn();
    let state = registered();
    const api = mockDrillsApi({
      [STATE]: () => ok(state),
      [INVITES]: ok({
        invitations: [buildInvitation({ role: 'Designer', note: 'We need your Figma skills' })],
        requests: [buildInvitation({ invitationId: 901, kind: 'request', teamId: 6, teamName: 'Data Dhobis' })],
      }),
      [TEAMS]: teamList(),
      'POST /api/drills/12/participate/70/invites': () => {
        state = registered({ team: { teamId: 5, teamName: 'Byte Bandits', isLead: false, memberCount: 3 } });
        return ok({ team: buildTeam({ viewerIsLead: false }) }, TeamMessages.invitationAccepted('Byte Bandits'));
      },
      'POST /api/drills/12/participate/70/requests': ok({ team: null }, TeamMessages.withdrawn),
      'GET /api/drills/12/teams/5': ok(buildTeam({ viewerIsLead: false, leadParticipantId: 71 })),
    });
    renderPanel();
    const invitations = await screen.findByRole('region', { name: 'Invitations (1)' });
    expect(within(invitations).getByText('Byte Bandits invited you')).toBeInTheDocument();
    expect(within(invitations).getByText(/For the role Designer/)).toBeInTheDocument();
    expect(within(invitations).getByText('“We need your Figma skills”')).toBeInTheDocument();
    const sent = screen.getByRole('region', { name: 'Your requests to join (1)' });
    await userEvent.click(within(sent).getByRole('button', { name: 'Withdraw your request to Data Dhobis' }));
    expect(await screen.findByText(TeamMessages.withdrawn)).toBeInTheDocument();
    expect(api.callsTo('POST /api/drills/12/participate/70/requests')[0]!.body).toEqual({
      invitationId: 901,
      decision: 'withdraw',
    });

    await userEvent.click(within(invitations).getByRole('button', { name: 'Accept the invitation from Byte Bandits' }));
    expect(await screen.findByText(TeamMessages.invitationAccepted('Byte Bandits'))).toBeInTheDocument();
    expect(api.callsTo('POST /api/drills/12/participate/70/invites')[0]!.body).toEqual({
      invitationId: 900,
      decision: 'accept',
    });
    expect(await screen.findByRole('heading', { name: 'Byte Bandits' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'My team' })).toHaveAttribute('aria-selected', 'true');
  });

  it('a typed invite code finds its team, which is joined with the code', async () => {
    signIn();
    const api = mockDrillsApi({
      [STATE]: ok(registered()),
      [INVITES]: noInvites,
      [TEAMS]: ({ query }: ApiCall) => (query.inviteCode === 'K7PQ2MXW9A' ? teamList(buildTeamCard()) : teamList()),
      'POST /api/drills/12/participate/70/teams/5': ok({ team: null }, TeamMessages.joined('Byte Bandits')),
    });
    renderPanel();
    const form = await screen.findByRole('form', { name: 'Join with an invite code' });
    await userEvent.click(within(form).getByRole('button', { name: 'Find team' }));
    expect(within(form).getByText('Please enter the invite code')).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Invite code' }), 'wrongcode1');
    await userEvent.click(within(form).getByRole('button', { name: 'Find team' }));
    expect(await screen.findByText(/This invite code no longer works/)).toBeInTheDocument();

    await userEvent.clear(within(form).getByRole('textbox', { name: 'Invite code' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Invite code' }), 'k7pq2mxw9a');
    await userEvent.click(within(form).getByRole('button', { name: 'Find team' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Join Byte Bandits' }));
    expect(await screen.findByText(TeamMessages.joined('Byte Bandits'))).toBeInTheDocument();
    expect(api.callsTo('POST /api/drills/12/participate/70/teams/5')[0]!.body).toEqual({ inviteCode: 'K7PQ2MXW9A' });
  });

  it('teams looking for members are searched by name and asked to let one in, with a role and a note', async () => {
    signIn();
    const api = mockDrillsApi({
      [STATE]: ok(registered()),
      [INVITES]: noInvites,
      [TEAMS]: ({ query }: ApiCall) =>
        query.initialLetters === 'zz'
          ? teamList()
          : teamList(buildTeamCard(), buildTeamCard({ teamId: 6, teamName: 'Full House', memberCount: 4 })),
      'POST /api/drills/12/participate/70/teams/5': ok(
        buildInvitation({ kind: 'request' }),
        TeamMessages.requestSent('Byte Bandits'),
        201,
      ),
    });
    renderPanel();
    const list = await screen.findByRole('region', { name: 'Teams looking for members' });
    expect(await within(list).findByRole('listitem', { name: 'Byte Bandits' })).toHaveTextContent(
      'Meera Iyer (lead), Kabir Rao',
    );
    expect(within(list).getByRole('button', { name: 'Ask to join Full House' })).toBeDisabled();
    await userEvent.click(within(list).getByRole('button', { name: 'Ask to join Byte Bandits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask to join Byte Bandits' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Designer' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /A short note/ }), 'I design in Figma');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(TeamMessages.requestSent('Byte Bandits'))).toBeInTheDocument();
    expect(api.callsTo('POST /api/drills/12/participate/70/teams/5')[0]!.body).toEqual({
      role: 'Designer',
      note: 'I design in Figma',
    });

    await userEvent.type(within(list).getByRole('searchbox', { name: 'Search teams by name' }), 'zz');
    expect(await within(list).findByText('No team starts with “zz”')).toBeInTheDocument();
  });

  it('once teams are locked, says why and offers no way to join', async () => {
    signIn();
    const past = new Date(Date.now() - 86_400_000).toISOString();
    mockDrillsApi({ [STATE]: ok(registered({ registrationEndDt: past })) });
    renderPanel(buildDrill({ drillRegistrationEndDt: past }));
    expect(await screen.findByText(TeamMessages.lockedAtRegistrationEnd)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Create a team' })).not.toBeInTheDocument();
  });

  it('a failed load says why and tries again', async () => {
    signIn();
    let calls = 0;
    mockDrillsApi({
      [STATE]: () =>
        ++calls === 1
          ? [403, { httpStatus: 403, error: { code: 'WUE-4030', message: 'Not allowed here' } }]
          : ok(registered()),
      [INVITES]: noInvites,
      [TEAMS]: teamList(),
    });
    renderPanel();
    expect(await screen.findByText(/Not allowed here/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Create a team' })).toBeInTheDocument();
  });

  it('while loading, shows skeletons', async () => {
    signIn();
    mockDrillsApi({ [STATE]: ok(registered()), [INVITES]: noInvites, [TEAMS]: teamList() });
    renderPanel();
    expect(screen.getByRole('status', { name: 'Loading your team' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading your team' })).not.toBeInTheDocument());
  });
});
