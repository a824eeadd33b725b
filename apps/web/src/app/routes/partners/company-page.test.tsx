import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { buildPartner, mockCompanyApi } from '@/features/partners/testing/partner-builders';
import { CompanyPageRoute } from './company-page';

const renderRoute = (path: string) => {
  const router = createMemoryRouter([{ path: '/company-page/:customUrl', element: <CompanyPageRoute /> }], {
    initialEntries: [path],
  });
  return render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
};

describe('/company-page/:customUrl', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads the company named in the address and shows its jobs and hackathons as the shared cards', async () => {
    const fetchSpy = mockCompanyApi({ partner: buildPartner({ jobCount: 4, hackathonCount: 2 }) });
    renderRoute('/company-page/kaveri-analytics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kaveri Analytics Pvt. Ltd.' })).toBeInTheDocument();
    expect(String(fetchSpy.mock.calls[0]![0])).toContain('customUrl=kaveri-analytics');

    const jobs = screen.getByRole('tabpanel', { name: 'Jobs (4)' });
    const jobLink = await within(jobs).findByRole('link', { name: /Data Analyst 1\b/ });
    expect(jobLink).toHaveAttribute('href', '/jobs/data-analyst-1');
    expect(within(jobs).getAllByRole('heading', { level: 3 })).toHaveLength(3);

    await userEvent.click(screen.getByRole('tab', { name: 'Hackathons (2)' }));
    const drills = screen.getByRole('tabpanel', { name: 'Hackathons (2)' });
    expect(await within(drills).findByRole('link', { name: /Data Jam 1\b/ })).toHaveAttribute(
      'href',
      '/drills/data-jam-1',
    );
  });

  it('shows a company without jobs on its Hackathons tab', async () => {
    mockCompanyApi({ partner: buildPartner({ customUrl: 'triveni', jobCount: 0, hackathonCount: 1 }) });
    renderRoute('/company-page/triveni');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Hackathons (1)']);
    expect(await screen.findByRole('link', { name: /Data Jam 1\b/ })).toBeInTheDocument();
  });
});
