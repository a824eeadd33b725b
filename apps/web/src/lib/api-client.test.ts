import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet, ApiError } from './api-client';
import { sessionExpiredStore, sessionStore, setSession } from './session';
import { buildSession, callsTo, mockApi } from '@/testing/render';

describe('api client', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends the stored token as Authorization and the user id as AUTH_UID', async () => {
    const session = buildSession({ uid: 31 });
    void setSession(session);
    const api = mockApi({ 'GET /api/wueusers/me': [200, { httpStatus: 200, result: {} }] });
    await apiGet('wueusers/me');
    const [call] = callsTo(api, 'GET /api/wueusers/me');
    expect(call!.headers.authorization).toBe(session.tocken);
    expect(call!.headers.AUTH_UID).toBe('31');
  });

  it('an answer with WUE-9001 forces logout: the session and all local storage are cleared, the expiry modal opens', async () => {
    void setSession(buildSession());
    localStorage.setItem('draft', 'x');
    mockApi({
      'GET /api/wueusers/me': [
        401,
        { httpStatus: 401, error: { code: 'WUE-9001', message: 'Your session has ended. Please log in again.' } },
      ],
    });
    await expect(apiGet('wueusers/me')).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem('draft')).toBeNull();
    expect(sessionExpiredStore.get()).toBe(true);
  });

  it('a WUE-9001 for an older session leaves a newer one alone', async () => {
    void setSession(buildSession({ uid: 1 }));
    const newer = buildSession({ uid: 2 });
    mockApi({
      'GET /api/wueusers/me': () => {
        void setSession(newer); // signed in again while the call was in flight
        return [401, { httpStatus: 401, error: { code: 'WUE-9001', message: 'ended' } }];
      },
    });
    await expect(apiGet('wueusers/me')).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.get()).toEqual(newer);
    expect(sessionExpiredStore.get()).toBe(false);
  });
});
