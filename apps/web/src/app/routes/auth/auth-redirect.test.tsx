import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderAt } from '@/testing/render';
import { LoginRedirect, SignupRedirect } from './auth-redirect';

const Pages = () => (
  <Routes>
    <Route path="/login" element={<LoginRedirect />} />
    <Route path="/signup" element={<SignupRedirect />} />
    <Route path="/" element={<p>Home</p>} />
  </Routes>
);

describe('/login and /signup', () => {
  it.each([
    ['/login?returnUrl=%2Fjobs', '?returnUrl=%2Fjobs&type=login'],
    ['/signup?ref=MEERA42X&returnUrl=%2Fdrills', '?ref=MEERA42X&returnUrl=%2Fdrills&type=signup'],
  ])('%s opens the auth dialog over the home page, keeping the query', async (from, search) => {
    const { router } = renderAt(<Pages />, from);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe(search);
  });
});
