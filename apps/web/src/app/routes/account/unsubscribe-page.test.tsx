import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountMessages } from '@elevate/contracts/account/account.messages';
import type { MailSubscription } from '@elevate/contracts/account/mail-preferences.schema';
import { callsTo, mockApi, renderAt } from '@/testing/render';
import { UnsubscribePage } from './unsubscribe-page';

const TOKEN = 'v1.42.application-updates.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const at = (token: string | null) =>
  renderAt(<UnsubscribePage />, token === null ? '/unsubscribe' : `/unsubscribe?token=${encodeURIComponent(token)}`);
const subscription = (subscribed: boolean): MailSubscription => ({
  kind: 'application-updates',
  email: 'k•••@example.in',
  subscribed,
});

describe('/unsubscribe', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says which mail and which address the link is about, and opening it changes nothing', async () => {
    const spy = mockApi({ 'GET /api/account/unsubscribe': [200, { httpStatus: 200, result: subscription(true) }] });
    at(TOKEN);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unsubscribe from application updates?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('k•••@example.in')).toBeInTheDocument();
    expect(callsTo(spy, 'GET /api/account/unsubscribe')[0]!.query).toEqual({ token: TOKEN });
    expect(callsTo(spy, 'POST /api/account/unsubscribe')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Choose what we send you in Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
  });

  it('turns the mail off with one click, confirms, and turns it back on', async () => {
    const spy = mockApi({
      'GET /api/account/unsubscribe': [200, { httpStatus: 200, result: subscription(true) }],
      'POST /api/account/unsubscribe': [
        200,
        {
          httpStatus: 200,
          message: 'You will no longer get application updates at k•••@example.in.',
          result: subscription(false),
        },
      ],
      'POST /api/account/resubscribe': [
        200,
        {
          httpStatus: 200,
          message: 'Application updates are on again for k•••@example.in.',
          result: subscription(true),
        },
      ],
    });
    at(TOKEN);
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(screen.getByText('You will no longer get application updates at k•••@example.in.')).toBeInTheDocument();
    expect(callsTo(spy, 'POST /api/account/unsubscribe')[0]!.query).toEqual({ token: TOKEN });

    await userEvent.click(screen.getByRole('button', { name: 'Turn it back on' }));
    expect(await screen.findByText('Application updates are on again for k•••@example.in.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeInTheDocument();
    expect(callsTo(spy, 'POST /api/account/resubscribe')).toHaveLength(1);
  });

  it('says so, and offers the settings, when the link is not valid', async () => {
    const spy = mockApi({
      'GET /api/account/unsubscribe': [
        410,
        { httpStatus: 410, error: { code: 'WUE-10005', message: AccountMessages.unsubscribeLinkInvalid } },
      ],
    });
    at('v1.42.application-updates.tampered');
    expect(await screen.findByText(AccountMessages.unsubscribeLinkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose what we send you in Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo(spy, 'GET /api/account/unsubscribe')).toHaveLength(1));
  });

  it('asks nothing of the server when the link has no token', () => {
    const spy = mockApi({});
    at(null);
    expect(screen.getByText(AccountMessages.unsubscribeLinkMissing)).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('shows what went wrong when turning it off fails, and keeps the button', async () => {
    mockApi({
      'GET /api/account/unsubscribe': [200, { httpStatus: 200, result: subscription(true) }],
      'POST /api/account/unsubscribe': [
        429,
        {
          httpStatus: 429,
          error: { code: 'WUE-4290', message: 'Too many requests. Please wait a moment and try again.' },
        },
      ],
    });
    at(TOKEN);
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('Too many requests. Please wait a moment and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  });
});
