import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { oneCompanyRoutes } from '@/features/console/testing/console-partner-builders';
import { buildSession, mockApi, renderAt, signIn } from '@/testing/render';
import { ConsoleCompanyListPage } from './console-company-list-page';

describe('a console page listing one company’s things', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers the add button for the employer’s company (kept in the link) and lists that company’s things', async () => {
    await signIn(buildSession({ role: 'employer' }));
    mockApi(oneCompanyRoutes());
    renderAt(
      <ConsoleCompanyListPage title="Hackathons" addPath="/console/hackathons/new" addLabel="Host a hackathon">
        {(id) => <p>Hackathons of company {id}</p>}
      </ConsoleCompanyListPage>,
      '/console/hackathons',
    );
    expect(await screen.findByText('Hackathons of company 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Hackathons' })).toBeInTheDocument();
    const add = screen.getAllByRole('link', { name: 'Host a hackathon' }).find((l) => !l.closest('nav'));
    expect(add).toHaveAttribute('href', '/console/hackathons/new?partner=3');
  });
});
