import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages } from '@elevate/contracts/common/messages';
import { TeamMessages } from '@elevate/contracts/drills/team.messages';
import type { Team } from '@elevate/contracts/drills/team.schema';
import { clearSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { renderAt, signIn } from '@/testing/render';
import {
  buildDrill,
  buildInvitation,
  buildMember,
  buildTeam,
  mockDrillsApi,
  ok,
  registered,
} from '../testing/participation-builders';
import { TeamPanel } from './team-panel';

const STATE = 'GET /api/drills/12/participants';
const TEAM = 'GET /api/drills/12/teams/5';
const mine = (isLead = true) => registered({ team: { teamId: 5, teamName: 'Byte Bandits', isLead, memberCount: 2 } });
/** The same team seen by Kabir's teammate Aarav (70) when Meera (71) leads it. */
const asMember = (overrides: Partial<Team> = {}) =>
  buildTeam({
    viewerIsLead: false,
    leadParticipantId: 71,
    members: [
      buildMember({ participantId: 71, name: 'Meera Iyer', skills: ['Python'] }),
      buildMember({ isLead: false }),
    ],
    ...overrides,
  });

const renderPanel = () =>
  renderAt(<TeamPanel drill={buildDrill()} participantId={70} />, '/drills/participant-dashboard/12/70');

describe('TeamPanel with a team', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => {
      clearSession();
      toast.dismiss();
    });
  });

  it('shows the members with the lead marked, and copies the invite code and link', async () => {
    signIn();
    mockDrillsApi({ [STATE]: ok(mine()), [TEAM]: ok(buildTeam()) });
    const user = userEvent.setup();
    renderPanel();
    const members = await screen.findByRole('region', { name: 'Members (2 of 4)' });
    const rows = within(members).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Aarav Shah (you)');
    expect(within(rows[0]!).getByText('Lead')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Lead')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByText('Figma')).toBeInTheDocument();
    expect(screen.getByText('You lead this team')).toBeInTheDocument();

    const invite = screen.getByRole('region', { name: 'Invite teammates' });
    expect(within(invite).getByLabelText('Invite code')).toHaveTextContent('K7PQ2MXW9A');
    const link = `${window.location.origin}/drills/smart-india-build?invite=K7PQ2MXW9A`;
    expect(within(invite).getByLabelText('Invite link')).toHaveTextContent(link);
    expect(within(invite).getByText(/Works until/)).toBeInTheDocument();

    await user.click(within(invite).getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText(Messages.copied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('K7PQ2MXW9A');
    await user.click(within(invite).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(link);
  });

  it('the lead makes a new code after saying what it revokes', async () => {
    signIn();
    let team = buildTeam();
    const api = mockDrillsApi({
      [STATE]: ok(mine()),
      [TEAM]: () => ok(team),
      'POST /api/drillteams/participants/70/invitecode': () => {
        team = buildTeam({ inviteCode: 'NEWCODE234' });
        return ok(
          { inviteCode: 'NEWCODE234', inviteCodeExpiresAt: team.inviteCodeExpiresAt! },
          TeamMessages.codeRotated,
        );
      },
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'New code' }));
    const dialog = screen.getByRole('dialog', { name: 'Make a new invite code?' });
    expect(dialog).toHaveTextContent('every link shared so far stop working');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make a new code' }));
    expect(await screen.findByText(TeamMessages.codeRotated)).toBeInTheDocument();
    expect(await screen.findByText('NEWCODE234')).toBeInTheDocument();
    expect(api.callsTo('POST /api/drillteams/participants/70/invitecode')).toHaveLength(1);
  });

  it('the lead accepts a request to join, and withdraws an invitation sent', async () => {
    signIn();
    const api = mockDrillsApi({
      [STATE]: ok(mine()),
      [TEAM]: ok(
        buildTeam({
          requests: [
            buildInvitation({
              invitationId: 950,
              kind: 'request',
              participantId: 80,
              participantName: 'Isha Nair',
              participantSkills: ['Figma', 'UX'],
              role: 'Designer',
              note: 'I have shipped two design systems',
            }),
          ],
          invitations: [buildInvitation({ invitationId: 951, participantId: 81, participantName: 'Rohan Das' })],
        }),
      ),
      'POST /api/drills/12/participate/70/requests': ok(
        { team: buildTeam() },
        TeamMessages.requestAccepted('Isha Nair'),
      ),
      'POST /api/drills/12/participate/70/invites': ok({ team: buildTeam() }, TeamMessages.withdrawn),
    });
    renderPanel();
    const requests = await screen.findByRole('region', { name: 'Requests to join (1)' });
    expect(within(requests).getByText('Isha Nair asked to join')).toBeInTheDocument();
    expect(within(requests).getByText('UX')).toBeInTheDocument();
    expect(within(requests).getByText('“I have shipped two design systems”')).toBeInTheDocument();
    await userEvent.click(within(requests).getByRole('button', { name: 'Accept Isha Nair' }));
    expect(await screen.findByText(TeamMessages.requestAccepted('Isha Nair'))).toBeInTheDocument();
    expect(api.callsTo('POST /api/drills/12/participate/70/requests')[0]!.body).toEqual({
      invitationId: 950,
      decision: 'accept',
    });

    const sent = screen.getByRole('region', { name: 'Invitations sent (1)' });
    await userEvent.click(within(sent).getByRole('button', { name: 'Withdraw the invitation to Rohan Das' }));
    await waitFor(() => expect(api.callsTo('POST /api/drills/12/participate/70/invites')).toHaveLength(1));
    expect(api.callsTo('POST /api/drills/12/participate/70/invites')[0]!.body).toEqual({
      invitationId: 951,
      decision: 'withdraw',
    });
  });

  it('the lead removes a member and hands over the lead, each after asking', async () => {
    signIn();
    const api = mockDrillsApi({
      [STATE]: ok(mine()),
      [TEAM]: ok(buildTeam()),
      'POST /api/drillteams/5/participants/72/status': ok({ team: buildTeam() }, TeamMessages.removed('Kabir Rao')),
      'POST /api/drillteams/5/lead': ok({ team: buildTeam() }, TeamMessages.leadHandedOver('Kabir Rao')),
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Kabir Rao' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Remove Kabir Rao?' })).getByRole('button', { name: 'Remove' }),
    );
    expect(await screen.findByText(TeamMessages.removed('Kabir Rao'))).toBeInTheDocument();
    expect(api.callsTo('POST /api/drillteams/5/participants/72/status')[0]!.query).toEqual({ isActive: 'false' });

    // The page behind the closing dialog is back in reach once it has gone.
    await userEvent.click(await screen.findByRole('button', { name: 'Make Kabir Rao the lead' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Make Kabir Rao the lead?' })).getByRole('button', {
        name: 'Hand over the lead',
      }),
    );
    expect(await screen.findByText(TeamMessages.leadHandedOver('Kabir Rao'))).toBeInTheDocument();
    expect(api.callsTo('POST /api/drillteams/5/lead')[0]!.body).toEqual({ newLeadParticipantId: 72 });
  });

  it('the lead edits the roles the team needs and whether it takes members', async () => {
    signIn();
    const api = mockDrillsApi({
      [STATE]: ok(mine()),
      [TEAM]: ok(buildTeam()),
      'POST /api/drillteams/participants/70/teams': ({ body }) =>
        ok(buildTeam(body as Partial<Team>), TeamMessages.updated),
    });
    const user = userEvent.setup();
    renderPanel();
    const roles = await screen.findByRole('region', { name: 'Roles needed' });
    const save = within(roles).getByRole('button', { name: 'Save team card' });
    expect(save).toBeDisabled();
    await user.type(within(roles).getByRole('combobox', { name: /Roles your team still needs/ }), 'ML engineer{Enter}');
    await user.click(within(roles).getByRole('switch', { name: /Taking new members/ }));
    await user.click(save);
    expect(await screen.findByText(TeamMessages.updated)).toBeInTheDocument();
    expect(api.callsTo('POST /api/drillteams/participants/70/teams')[0]!.body).toEqual({
      rolesNeeded: ['Designer', 'ML engineer'],
      lookingForMembers: false,
    });
  });

  it('a member who is not the lead reads the team, sees the code, and may leave', async () => {
    signIn();
    let state = mine(false);
    const api = mockDrillsApi({
      [STATE]: () => ok(state),
      [TEAM]: ok(asMember({ requests: [buildInvitation({ kind: 'request', participantName: 'Isha Nair' })] })),
      'POST /api/drillteams/5/participants/70/status': () => {
        state = registered();
        return ok({ team: null }, TeamMessages.left('Byte Bandits'));
      },
      'GET /api/drills/12/participate/70/invites': ok({ invitations: [], requests: [] }),
      'GET /api/drills/12/teams': ok({ data: [], totalRecordCount: 0, totalRecords: 0 }),
    });
    renderPanel();
    expect(await screen.findByLabelText('Invite code')).toHaveTextContent('K7PQ2MXW9A');
    expect(screen.queryByRole('button', { name: 'New code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove|Make .* the lead/ })).not.toBeInTheDocument();
    expect(screen.getByText('The lead answers requests.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save team card' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Leave team' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave Byte Bandits?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave team' }));
    expect(await screen.findByText(TeamMessages.left('Byte Bandits'))).toBeInTheDocument();
    expect(api.callsTo('POST /api/drillteams/5/participants/70/status')).toHaveLength(1);
    expect(await screen.findByRole('form', { name: 'Create a team' })).toBeInTheDocument();
  });

  it('a locked team explains why; no one can leave, remove or invite', async () => {
    signIn();
    mockDrillsApi({
      [STATE]: ok(mine()),
      [TEAM]: ok(buildTeam({ locked: true, lockedReason: TeamMessages.lockedAtFirstSubmission })),
    });
    renderPanel();
    expect(await screen.findByText(TeamMessages.lockedAtFirstSubmission)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave team' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Kabir Rao' })).toBeDisabled();
    expect(screen.queryByRole('region', { name: 'Invite teammates' })).not.toBeInTheDocument();
  });
});
