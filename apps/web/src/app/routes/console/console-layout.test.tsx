import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserMenu } from '@/app/shell/user-menu';
import { oneCompanyRoutes } from '@/features/console/testing/console-partner-builders';
import { buildSession, mockApi, renderAt, signIn } from '@/testing/render';
import { ConsoleLayout, consoleSectionOf } from './console-layout';

const api = () => mockApi(oneCompanyRoutes());

describe('employer console layout', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows an employer their company, its public page and the console's sections with the company kept in every link", async () => {
    await signIn(buildSession({ role: 'employer' }));
    api();
    renderAt(<ConsoleLayout title="Jobs">Body</ConsoleLayout>, '/console/jobs');
    expect(await screen.findByText('Kaveri Analytics Pvt. Ltd.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View public page/ })).toHaveAttribute(
      'href',
      '/company-page/kaveri-analytics',
    );
    const [nav] = screen.getAllByRole('navigation', { name: 'Employer console', hidden: true });
    const links = within(nav!).getAllByRole('link', { hidden: true });
    expect(links.map((l) => l.textContent)).toEqual([
      'Overview',
      'Company page',
      'Jobs',
      'Post a job',
      'Hackathons',
      'Host a hackathon',
    ]);
    expect(within(nav!).getByRole('link', { name: 'Jobs', hidden: true })).toHaveAttribute(
      'href',
      '/console/jobs?partner=3',
    );
    expect(within(nav!).getByRole('link', { name: 'Hackathons', hidden: true })).toHaveAttribute(
      'href',
      '/console/hackathons?partner=3',
    );
    expect(within(nav!).getByRole('link', { name: 'Jobs', hidden: true })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Jobs' })).toBeInTheDocument();
  });

  it('adds Partners for an admin, works on the company named in the address and offers to change it', async () => {
    await signIn(buildSession({ role: 'admin' }));
    api();
    renderAt(<ConsoleLayout title="Company page">Body</ConsoleLayout>, '/console/company?partner=3');
    expect(await screen.findByText('Kaveri Analytics Pvt. Ltd.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change company' })).toHaveAttribute('href', '/console');
    const [nav] = screen.getAllByRole('navigation', { name: 'Employer console', hidden: true });
    expect(within(nav!).getByRole('link', { name: 'Partners', hidden: true })).toHaveAttribute(
      'href',
      '/console/admin/partners',
    );
  });

  it('counts a job’s edit and applicants pages as part of Jobs', () => {
    expect(consoleSectionOf('/console/jobs/12/applicants')).toBe('jobs');
    expect(consoleSectionOf('/console/jobs/12/edit')).toBe('jobs');
    expect(consoleSectionOf('/console/jobs/new')).toBe('new-job');
    expect(consoleSectionOf('/console/')).toBe('overview');
  });
});

describe('Employer console link in the user menu', () => {
  it('is there for an employer and an admin', async () => {
    for (const role of ['employer', 'admin']) {
      const { unmount } = renderAt(<UserMenu session={buildSession({ role }, undefined)} />);
      await userEvent.click(screen.getByRole('button', { name: /My Dashboard/ }));
      expect(screen.getByRole('menuitem', { name: 'Employer console' })).toHaveAttribute('href', '/console');
      unmount();
    }
  });

  it('is not there for a user', async () => {
    renderAt(<UserMenu session={buildSession({ role: 'user' })} />);
    await userEvent.click(screen.getByRole('button', { name: /My Dashboard/ }));
    expect(screen.queryByRole('menuitem', { name: 'Employer console' })).not.toBeInTheDocument();
  });
});
