import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ParticipationMessages, TeamMessages } from '@elevate/contracts/drills/team.messages';
import type { FinderParticipant, FinderSearch } from '@elevate/contracts/drills/team.schema';
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
const SEARCH = 'POST /api/drills/12/participate/70/searched';
const isha: FinderParticipant = {
  participantId: 80,
  name: 'Isha Nair',
  avatar: null,
  skills: ['Figma', 'UX research'],
  pitch: 'A voice-first app for farmers',
};
const people = (...data: FinderParticipant[]) =>
  ok({ kind: 'participants' as const, data, totalRecordCount: data.length, totalRecords: data.length });
const teams = (...data: ReturnType<typeof buildTeamCard>[]) =>
  ok({ kind: 'teams' as const, data, totalRecordCount: data.length, totalRecords: data.length });
const noTeamRoutes = {
  'GET /api/drills/12/participate/70/invites': ok({ invitations: [], requests: [] }),
  'GET /api/drills/12/teams': ok({ data: [], totalRecordCount: 0, totalRecords: 0 }),
};

const openFinder = async () => {
  await userEvent.click(await screen.findByRole('tab', { name: 'Teammate finder' }));
  return screen.findByRole('tabpanel', { name: 'Teammate finder' });
};
const renderPanel = () =>
  renderAt(<TeamPanel drill={buildDrill()} participantId={70} />, '/drills/participant-dashboard/12/70');

describe('TeammateFinder', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => {
      clearSession();
      toast.dismiss();
    });
  });

  it('without a team, searches teams by the role they need and applies to a role with a note', async () => {
    signIn();
    const api = mockDrillsApi({
      [STATE]: ok(registered()),
      ...noTeamRoutes,
      [SEARCH]: ({ body }: ApiCall) =>
        (body as FinderSearch).role === 'Astronaut'
          ? teams()
          : teams(buildTeamCard({ rolesNeeded: ['Designer', 'Presenter'] })),
      'POST /api/drills/12/participate/70/teams/5': ok(
        buildInvitation({ kind: 'request' }),
        TeamMessages.requestSent('Byte Bandits'),
        201,
      ),
    });
    renderPanel();
    const finder = await openFinder();
    expect(within(finder).getByRole('button', { name: 'Teams looking for members' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const card = await within(finder).findByRole('listitem', { name: 'Byte Bandits' });
    expect(api.callsTo(SEARCH)[0]!.body).toEqual({ kind: 'teams', limit: 20, offset: 0 });

    await userEvent.click(within(card).getByRole('button', { name: 'Apply to Byte Bandits as Presenter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask to join Byte Bandits' });
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveTextContent('Presenter');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /A short note/ }), 'I pitch well');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(TeamMessages.requestSent('Byte Bandits'))).toBeInTheDocument();
    expect(api.callsTo('POST /api/drills/12/participate/70/teams/5')[0]!.body).toEqual({
      role: 'Presenter',
      note: 'I pitch well',
    });

    await userEvent.type(within(finder).getByRole('searchbox', { name: /Role/ }), 'Astronaut');
    expect(await within(finder).findByText('No team needs “Astronaut”')).toBeInTheDocument();
    expect(api.callsTo(SEARCH).at(-1)!.body).toEqual({ kind: 'teams', role: 'Astronaut', limit: 20, offset: 0 });
  });

  it('without a team, the participant puts themselves in the finder with a pitch', async () => {
    signIn();
    const api = mockDrillsApi({
      [STATE]: ok(registered()),
      ...noTeamRoutes,
      [SEARCH]: teams(),
      'PUT /api/drills/12/participate/70': ({ body }: ApiCall) =>
        ok(registered(body as { lookingForTeam: boolean; pitch: string }), ParticipationMessages.saved),
    });
    renderPanel();
    const finder = await openFinder();
    const me = within(finder).getByRole('region', { name: 'You in the finder' });
    const save = within(me).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.click(within(me).getByRole('switch', { name: 'I am looking for a team' }));
    await userEvent.type(
      within(me).getByRole('textbox', { name: 'What you want to build' }),
      'Credit scores from UPI data',
    );
    await userEvent.click(save);
    expect(await screen.findByText(ParticipationMessages.saved)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/drills/12/participate/70')[0]!.body).toEqual({
      lookingForTeam: true,
      pitch: 'Credit scores from UPI data',
    });
  });

  it('a lead finds people by skill and invites one for a role', async () => {
    signIn();
    const api = mockDrillsApi({
      [STATE]: ok(registered({ team: { teamId: 5, teamName: 'Byte Bandits', isLead: true, memberCount: 2 } })),
      'GET /api/drills/12/teams/5': ok(buildTeam({ rolesNeeded: ['Designer'] })),
      [SEARCH]: people(isha),
      'POST /api/drills/12/participate/70/teams/5/send-invitation': ok(
        buildInvitation({ participantId: 80, participantName: 'Isha Nair' }),
        TeamMessages.invitationSent('Isha Nair'),
        201,
      ),
    });
    renderPanel();
    const finder = await openFinder();
    expect(within(finder).getByRole('button', { name: 'People looking for a team' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.type(within(finder).getByRole('searchbox', { name: /Skill/ }), 'Figma');
    await waitFor(() =>
      expect(api.callsTo(SEARCH).at(-1)!.body).toEqual({ kind: 'participants', skill: 'Figma', limit: 20, offset: 0 }),
    );
    const card = await within(finder).findByRole('listitem', { name: 'Isha Nair' });
    expect(within(card).getByText('UX research')).toBeInTheDocument();
    expect(within(card).getByText('A voice-first app for farmers')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Invite Isha Nair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Isha Nair' });
    await userEvent.click(await within(dialog).findByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Designer' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /A short note/ }), 'Loved your pitch');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(TeamMessages.invitationSent('Isha Nair'))).toBeInTheDocument();
    const sent = api.callsTo('POST /api/drills/12/participate/70/teams/5/send-invitation')[0]!;
    expect(sent.query).toEqual({ invitedParticipantId: '80' });
    expect(sent.body).toEqual({ role: 'Designer', note: 'Loved your pitch' });
  });

  it('a member who does not lead sees people but cannot invite', async () => {
    signIn();
    mockDrillsApi({
      [STATE]: ok(registered({ team: { teamId: 5, teamName: 'Byte Bandits', isLead: false, memberCount: 2 } })),
      'GET /api/drills/12/teams/5': ok(buildTeam({ viewerIsLead: false })),
      [SEARCH]: people(isha),
    });
    renderPanel();
    const finder = await openFinder();
    expect(within(finder).getByText(/Only your team lead can invite people/)).toBeInTheDocument();
    expect(await within(finder).findByRole('listitem', { name: 'Isha Nair' })).toBeInTheDocument();
    expect(within(finder).queryByRole('button', { name: 'Invite Isha Nair' })).not.toBeInTheDocument();
    expect(within(finder).queryByRole('region', { name: 'You in the finder' })).not.toBeInTheDocument();
  });

  it('no one looking yet is an empty state that says what to do', async () => {
    signIn();
    mockDrillsApi({
      [STATE]: ok(registered({ team: { teamId: 5, teamName: 'Byte Bandits', isLead: true, memberCount: 2 } })),
      'GET /api/drills/12/teams/5': ok(buildTeam()),
      [SEARCH]: people(),
    });
    renderPanel();
    const finder = await openFinder();
    expect(await within(finder).findByText('No one is looking for a team yet')).toBeInTheDocument();
    expect(within(finder).getByText(/Share your invite code instead/)).toBeInTheDocument();
  });
});
