import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { Messages } from '@elevate/contracts/common/messages';
import type { FormFieldDefinition } from '@elevate/contracts/drills/form-fields.schema';
import { ParticipationMessages, TeamMessages } from '@elevate/contracts/drills/team.messages';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { clearSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { renderAt, signIn } from '@/testing/render';
import {
  buildDrill,
  buildParticipation,
  buildTeamCard,
  failWith,
  mockDrillsApi,
  ok,
  registered,
} from '../testing/participation-builders';
import { ParticipationButton } from './participation-button';
import { RegistrationPaymentSlotsContext, type RegistrationCheckoutProps } from './registration-payment-slot';

const fields: FormFieldDefinition[] = [
  { key: 'college', label: 'College', type: 'Text', required: true },
  { key: 'track', label: 'Track', type: 'Select', required: false, options: ['FinTech', 'HealthTech'] },
];
const STATE = 'GET /api/drills/12/participants';
const FIELDS = 'GET /api/drill/12/participant/fields';
const REGISTER = 'POST /api/drills/12/participate';

const renderButton = (drill = buildDrill(), path = '/drills/smart-india-build') =>
  renderAt(<ParticipationButton drill={drill} />, path);

const openRegistration = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Register' }));
  return screen.findByRole('dialog', { name: 'Register for Smart India Build' });
};

describe('ParticipationButton', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => {
      clearSession();
      toast.dismiss();
    });
  });

  it('signed out after registration has closed, says so instead of offering Register', () => {
    mockDrillsApi({});
    renderButton(buildDrill({ drillRegistrationEndDt: new Date(Date.now() - 86_400_000).toISOString() }));
    expect(screen.getByRole('button', { name: 'Registration closed' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('signed out, Register opens login in place and comes back to this page, invite link and all', async () => {
    const api = mockDrillsApi({});
    const { router } = renderButton(
      buildDrill({ registrationFee: 499 }),
      '/drills/smart-india-build?invite=K7PQ2MXW9A',
    );
    expect(screen.getByText('Registration fee ₹499 (GST included)')).toBeInTheDocument();
    expect(screen.getByText('Log in and register to join the team that invited you.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Register · ₹499' }));
    const params = new URLSearchParams(router.state.location.search);
    expect(router.state.location.pathname).toBe('/drills/smart-india-build');
    expect(params.get('type')).toBe('login');
    expect(params.get('returnUrl')).toBe('/drills/smart-india-build?invite=K7PQ2MXW9A');
    expect(api.calls).toEqual([]);
  });

  it('draws on the server what the browser draws at hydration, then follows the signed-in caller', async () => {
    signIn();
    mockDrillsApi({ [STATE]: ok(registered()) });
    const drill = buildDrill();
    const queryClient = createQueryClient();
    const tree = () => (
      <QueryClientProvider client={queryClient}>
        <RouterProvider
          router={createMemoryRouter([{ path: '*', element: <ParticipationButton drill={drill} /> }], {
            initialEntries: ['/drills/smart-india-build'],
          })}
        />
      </QueryClientProvider>
    );
    const html = renderToString(tree());
    expect(html).toContain('Register');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const mismatch = vi.fn();
    await act(async () => {
      hydrateRoot(container, tree(), { onRecoverableError: mismatch });
    });
    expect(await within(container).findByRole('link', { name: 'Go to dashboard' })).toHaveAttribute(
      'href',
      '/drills/participant-dashboard/12/70',
    );
    expect(mismatch).not.toHaveBeenCalled();
    container.remove();
  });

  it('registers with the hackathon’s own questions, checked in the browser, then goes to the dashboard', async () => {
    signIn();
    const api = mockDrillsApi({
      [STATE]: ok(buildParticipation()),
      [FIELDS]: ok(fields),
      [REGISTER]: ok(registered(), ParticipationMessages.registered('Smart India Build'), 201),
    });
    const { router } = renderButton();
    const dialog = await openRegistration();
    const college = await within(dialog).findByRole('textbox', { name: /College/ });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText(Messages.mandatoryField('College'))).toBeInTheDocument();
    expect(api.callsTo(REGISTER)).toHaveLength(0);

    await userEvent.type(college, 'COEP Pune');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'I am looking for a team' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'What you want to build' }), 'UPI for farmers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/drills/participant-dashboard/12/70'));
    expect(api.callsTo(REGISTER)[0]!.body).toEqual({
      answers: { college: 'COEP Pune', track: null },
      lookingForTeam: true,
      pitch: 'UPI for farmers',
    });
    expect(await screen.findByText(ParticipationMessages.registered('Smart India Build'))).toBeInTheDocument();
  });

  it('puts the server’s messages on their fields and keeps what was typed', async () => {
    signIn();
    mockDrillsApi({
      [STATE]: ok(buildParticipation()),
      [FIELDS]: ok(fields),
      [REGISTER]: failWith(400, ErrorCode.VALIDATION, 'College is not on our list', {
        college: 'College is not on our list',
      }),
    });
    renderButton(buildDrill({ drillTeamSize: { min: 1, max: 1 } }));
    const dialog = await openRegistration();
    const college = await within(dialog).findByRole('textbox', { name: /College/ });
    // An individual hackathon asks nothing about teams.
    expect(within(dialog).queryByRole('switch', { name: 'I am looking for a team' })).not.toBeInTheDocument();
    await userEvent.type(college, 'Nowhere');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('College is not on our list')).toBeInTheDocument();
    expect(college).toHaveValue('Nowhere');
    expect(college).toHaveFocus();
  });

  it('a paid hackathon shows its fee on the button, and without payments on the page the server’s payment-required message', async () => {
    signIn();
    const message = ParticipationMessages.paymentRequired(499);
    mockDrillsApi({
      [STATE]: ok(buildParticipation({ fee: 499 })),
      [FIELDS]: ok([]),
      [REGISTER]: failWith(402, ErrorCode.PAYMENT_REQUIRED, message),
    });
    renderButton(buildDrill({ registrationFee: 499 }));
    expect(await screen.findByText('Registration fee ₹499 (GST included)')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Register · ₹499' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register for Smart India Build' });
    expect(within(dialog).getByText('₹499')).toBeInTheDocument();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Register · ₹499' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('a paid hackathon registers through the checkout the app layer gives: its summary, its button, its result', async () => {
    signIn();
    const api = mockDrillsApi({ [STATE]: ok(buildParticipation({ fee: 1499 })), [FIELDS]: ok(fields) });
    const submitted: unknown[] = [];
    const Checkout = ({ inviteCode, children }: RegistrationCheckoutProps) =>
      children({
        summary: <p>Total ₹1,274 · invite {inviteCode ?? 'none'}</p>,
        submitLabel: 'Pay ₹1,274',
        ready: true,
        pending: false,
        submit: (registration, on) => {
          submitted.push(registration);
          on.registered(70);
          return Promise.resolve();
        },
      });
    const slots = { Checkout, RegistrationPayment: () => null };
    const { router } = renderAt(
      <RegistrationPaymentSlotsContext value={slots}>
        <ParticipationButton drill={buildDrill({ registrationFee: 1499 })} />
      </RegistrationPaymentSlotsContext>,
      '/drills/smart-india-build',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Register · ₹1,499' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register for Smart India Build' });
    expect(within(dialog).getByText('Total ₹1,274 · invite none')).toBeInTheDocument();
    await userEvent.type(await within(dialog).findByRole('textbox', { name: /College/ }), 'COEP Pune');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay ₹1,274' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/drills/participant-dashboard/12/70'));
    expect(submitted).toEqual([{ answers: { college: 'COEP Pune', track: null }, lookingForTeam: false, pitch: '' }]);
    // The checkout registered: the page asks the server for the participation again.
    await waitFor(() => expect(api.callsTo(STATE).length).toBeGreaterThan(1));
  });

  it('a cancelled hackathon says so and offers no registration (the reason is the banner’s to say, once)', async () => {
    signIn();
    mockDrillsApi({ [STATE]: ok(buildParticipation({ fee: 499 })) });
    renderButton(
      buildDrill({
        registrationFee: 499,
        cancelledAt: new Date().toISOString(),
        cancellationReason: 'The venue is unavailable.',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Cancelled' })).toBeDisabled();
    expect(screen.queryByText('The venue is unavailable.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Register/ })).not.toBeInTheDocument();
  });

  it('?register=1 (Try again after a failed payment) opens the registration dialog and leaves the address', async () => {
    signIn();
    mockDrillsApi({ [STATE]: ok(buildParticipation()), [FIELDS]: ok([]) });
    const { router } = renderButton(buildDrill(), '/drills/smart-india-build?register=1');
    expect(await screen.findByRole('dialog', { name: 'Register for Smart India Build' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('?register=1 once registered opens nothing', async () => {
    signIn();
    mockDrillsApi({ [STATE]: ok(registered()) });
    const { router } = renderButton(buildDrill(), '/drills/smart-india-build?register=1');
    expect(await screen.findByRole('link', { name: 'Go to dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('registration closed and not eligible are disabled buttons with the reason', async () => {
    signIn();
    mockDrillsApi({
      [STATE]: ok(buildParticipation({ state: 'not-eligible', reason: ParticipationMessages.onlyStudents })),
    });
    renderButton();
    expect(await screen.findByRole('button', { name: 'Not eligible' })).toBeDisabled();
    expect(screen.getByText(ParticipationMessages.onlyStudents)).toBeInTheDocument();
  });

  it('registration closed says so', async () => {
    signIn();
    mockDrillsApi({
      [STATE]: ok(
        buildParticipation({ state: 'registration-closed', reason: ParticipationMessages.registrationClosed }),
      ),
    });
    renderButton();
    expect(await screen.findByRole('button', { name: 'Registration closed' })).toBeDisabled();
    expect(screen.getByText(ParticipationMessages.registrationClosed)).toBeInTheDocument();
  });

  it('a failed check says why and tries again', async () => {
    signIn();
    let calls = 0;
    mockDrillsApi({
      [STATE]: () => (++calls <= 2 ? failWith(500, 'WUE-5000', Messages.somethingWentWrong) : ok(registered())),
    });
    renderButton();
    // One more try after a 5xx (the app's query client), then the error and Try again.
    expect(await screen.findByText(/We could not check your registration/, {}, { timeout: 4000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Go to dashboard' })).toBeInTheDocument();
  });

  it('registered with an invite link, offers to join that team with its code', async () => {
    signIn();
    const api = mockDrillsApi({
      [STATE]: ok(registered()),
      'GET /api/drills/12/teams': ok({ data: [buildTeamCard()], totalRecordCount: 1, totalRecords: 1 }),
      'POST /api/drills/12/participate/70/teams/5': ok({ team: null }, TeamMessages.joined('Byte Bandits')),
    });
    const { router } = renderButton(buildDrill(), '/drills/smart-india-build?invite=k7pq2mxw9a');
    const offer = await screen.findByRole('region', { name: 'Team invitation' });
    expect(within(offer).getByText('You are invited to join Byte Bandits')).toBeInTheDocument();
    expect(within(offer).getByText('Led by Meera Iyer · 2 of 4 members')).toBeInTheDocument();
    expect(api.callsTo('GET /api/drills/12/teams')[0]!.query).toEqual({ inviteCode: 'K7PQ2MXW9A' });
    await userEvent.click(within(offer).getByRole('button', { name: 'Join Byte Bandits' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/drills/participant-dashboard/12/70'));
    expect(api.callsTo('POST /api/drills/12/participate/70/teams/5')[0]!.body).toEqual({ inviteCode: 'K7PQ2MXW9A' });
    expect(await screen.findByText(TeamMessages.joined('Byte Bandits'))).toBeInTheDocument();
  });

  it('an invite link that no longer works says so; Not now drops it from the address', async () => {
    signIn();
    mockDrillsApi({
      [STATE]: ok(registered()),
      'GET /api/drills/12/teams': ok({ data: [], totalRecordCount: 0, totalRecords: 0 }),
    });
    const { router } = renderButton(buildDrill(), '/drills/smart-india-build?invite=OLDCODE123');
    expect(await screen.findByText(/This invite link no longer works/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('already in a team, an invite link explains that one must leave first', async () => {
    signIn();
    mockDrillsApi({
      [STATE]: ok(registered({ team: { teamId: 9, teamName: 'Null Pointers', isLead: false, memberCount: 3 } })),
      'GET /api/drills/12/teams': ok({ data: [buildTeamCard()], totalRecordCount: 1, totalRecords: 1 }),
    });
    renderButton(buildDrill(), '/drills/smart-india-build?invite=K7PQ2MXW9A');
    expect(await screen.findByText(/you are already in Null Pointers/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join Byte Bandits' })).not.toBeInTheDocument();
  });

  it('with an invite link, registering stays on the page and offers the team next', async () => {
    signIn();
    let state = buildParticipation();
    mockDrillsApi({
      [STATE]: () => ok(state),
      [FIELDS]: ok([]),
      [REGISTER]: () => {
        state = registered();
        return ok(state, ParticipationMessages.registered('Smart India Build'), 201);
      },
      'GET /api/drills/12/teams': ok({ data: [buildTeamCard()], totalRecordCount: 1, totalRecords: 1 }),
    });
    const { router } = renderButton(buildDrill(), '/drills/smart-india-build?invite=K7PQ2MXW9A');
    expect(await screen.findByText('Register first, then join the team that invited you.')).toBeInTheDocument();
    const dialog = await openRegistration();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('button', { name: 'Join Byte Bandits' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/drills/smart-india-build');
  });
});
