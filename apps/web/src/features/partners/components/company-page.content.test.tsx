import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPartner, mockCompanyApi } from '../testing/partner-builders';
import { guardConsole, heading, itemsIn, panel, renderPage } from '../testing/company-page-harness';

guardConsole();

describe('company page content', () => {
  it('shows the company: one h1, website, hashtags, facts, key highlights and social links', async () => {
    const fetchSpy = mockCompanyApi();
    renderPage();
    expect(await heading()).toHaveTextContent('Kaveri Analytics Pvt. Ltd.');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(String(fetchSpy.mock.calls[0]![0])).toBe('/api/partners?active=true&mode=basic&customUrl=kaveri-analytics');
    await waitFor(() => expect(document.title).toBe('Kaveri Analytics Pvt. Ltd. · Elevate'));

    const website = screen.getByRole('link', { name: /kaverianalytics\.example\.in/ });
    expect(website).toHaveAttribute('href', 'https://kaverianalytics.example.in');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website.getAttribute('rel')).toContain('noopener');

    const tags = within(screen.getByRole('list', { name: 'Hashtags' })).getAllByRole('listitem');
    expect(tags.map((t) => t.textContent)).toEqual(['#DataForBharat', '#HiringFreshers']);

    const facts = screen.getByTestId('company-facts');
    expect(facts).toHaveTextContent('Headquarters');
    expect(facts).toHaveTextContent('Bengaluru, Karnataka');
    expect(facts).toHaveTextContent('Founded2012');
    expect(facts).toHaveTextContent('Employees501-1000');
    expect(facts).toHaveTextContent('Industry typeData & Analytics');

    expect(screen.getByRole('heading', { level: 3, name: 'Key highlights' })).toBeInTheDocument();
    expect(within(screen.getByTestId('key-highlights')).getAllByRole('listitem')).toHaveLength(2);

    expect(screen.getByRole('link', { name: /on LinkedIn/ })).toHaveAttribute(
      'href',
      'https://linkedin.example.com/company/kaveri-analytics',
    );
    expect(screen.getByRole('link', { name: /on GitHub/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /on Instagram/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Overview',
      'Opportunities',
      'Gallery',
    ]);
  });

  it('cuts a headquarter longer than 30 characters', async () => {
    mockCompanyApi({ partner: buildPartner({ headquarter: 'Whitefield Tech Park, Bengaluru, Karnataka' }) });
    renderPage();
    await heading();
    expect(screen.getByText('Whitefield Tech Park, Bengalur…')).toHaveAttribute(
      'title',
      'Whitefield Tech Park, Bengaluru, Karnataka',
    );
  });

  it('cuts the overview at 500 characters with View more and View less', async () => {
    const long = `${'Kaveri builds forecasting models for kirana networks. '.repeat(8)}\n\n${'Freshers join a paid bootcamp. '.repeat(10)}`;
    expect(long.length).toBeGreaterThan(500);
    mockCompanyApi({ partner: buildPartner({ partnerDescription: long }) });
    renderPage();
    await heading();
    const text = () => document.getElementById('company-overview-text')!.textContent!.replace(/\s+/g, ' ');
    const bootcamps = () => text().match(/Freshers join a paid bootcamp/g)?.length ?? 0;
    expect(text()).toMatch(/…$/);
    expect(bootcamps()).toBe(2);
    const more = screen.getByRole('button', { name: 'View more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(text()).not.toMatch(/…$/);
    expect(bootcamps()).toBe(10);
    await userEvent.click(screen.getByRole('button', { name: 'View less' }));
    expect(text()).toMatch(/…$/);
  });

  it('has no View more for an overview of 500 characters or fewer', async () => {
    mockCompanyApi({ partner: buildPartner({ partnerDescription: 'x'.repeat(500) }) });
    renderPage();
    await heading();
    expect(screen.queryByRole('button', { name: 'View more' })).not.toBeInTheDocument();
  });
});

describe('opportunities', () => {
  it('opens on Jobs when there are jobs, and shows both tabs when both counts are above zero', async () => {
    mockCompanyApi();
    renderPage();
    await heading();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Jobs (14)', 'Hackathons (5)']);
    expect(screen.getByRole('tab', { name: 'Jobs (14)' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(itemsIn(panel(/Jobs/))).toHaveLength(3));
  });

  it('opens on Hackathons and shows no Jobs tab when the company has no jobs', async () => {
    const fetchSpy = mockCompanyApi({ partner: buildPartner({ jobCount: 0, hackathonCount: 2 }) });
    renderPage();
    await heading();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Hackathons (2)']);
    expect(screen.getByRole('tab', { name: 'Hackathons (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(await within(panel(/Hackathons/)).findByText('Data Jam 2')).toBeInTheDocument();
    expect(fetchSpy.mock.calls.some(([u]) => String(u).includes('/jobs'))).toBe(false);
  });

  it('shows only a Jobs tab when the company hosts no hackathons', async () => {
    mockCompanyApi({ partner: buildPartner({ hackathonCount: 0 }) });
    renderPage();
    await heading();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Jobs (14)']);
  });

  it('shows 3 jobs, then 3 more per View More, fetching the next page of 10 with the spec query', async () => {
    const fetchSpy = mockCompanyApi();
    renderPage();
    await heading();
    const jobs = panel(/Jobs/);
    await waitFor(() => expect(itemsIn(jobs)).toHaveLength(3));
    expect(within(jobs).getByText('Showing 3 of 14 jobs')).toBeInTheDocument();
    const more = () => within(jobs).getByRole('button', { name: 'View More jobs' });
    for (const expected of [6, 9, 12, 14]) {
      await userEvent.click(more());
      await waitFor(() => expect(itemsIn(jobs)).toHaveLength(expected));
    }
    expect(within(jobs).queryByRole('button', { name: /View More/ })).not.toBeInTheDocument();
    expect(within(jobs).getByText('Data Analyst 14')).toBeInTheDocument();

    const jobCalls = fetchSpy.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('/jobs'));
    expect(jobCalls).toEqual([
      '/api/partners/1/jobs?limit=10&offset=0&order=createdTs.desc&minCtc=0&maxCtc=20000000&minExp=0&maxExp=40',
      '/api/partners/1/jobs?limit=10&offset=10&order=createdTs.desc&minCtc=0&maxCtc=20000000&minExp=0&maxExp=40',
    ]);
  });

  it('shows 3 hackathons, then 3 more per View More, from one call with limit 1000', async () => {
    const fetchSpy = mockCompanyApi({ partner: buildPartner({ hackathonCount: 5 }) });
    renderPage();
    await heading();
    await userEvent.click(screen.getByRole('tab', { name: 'Hackathons (5)' }));
    const drills = panel(/Hackathons/);
    await waitFor(() => expect(itemsIn(drills)).toHaveLength(3));
    await userEvent.click(within(drills).getByRole('button', { name: 'View More hackathons' }));
    expect(itemsIn(drills)).toHaveLength(5);
    expect(within(drills).queryByRole('button', { name: /View More/ })).not.toBeInTheDocument();
    expect(fetchSpy.mock.calls.map(([u]) => String(u))).toContain('/api/partners/1/drills?limit=1000');
    // The Jobs tab kept its place.
    await userEvent.click(screen.getByRole('tab', { name: 'Jobs (14)' }));
    expect(itemsIn(panel(/Jobs/))).toHaveLength(3);
  });
});

describe('gallery', () => {
  it('shows 4 photos, then 4 more per View More, each with alt text naming the company', async () => {
    const urls = Array.from({ length: 10 }, (_, i) => `/uploads/g-${i + 1}.svg`);
    mockCompanyApi({ partner: buildPartner({ galleryImageUrls: urls.join(',') }) });
    renderPage();
    await heading();
    const gallery = screen.getByRole('region', { name: 'Gallery' });
    const photos = () => within(gallery).getAllByRole('img');
    expect(photos()).toHaveLength(4);
    expect(photos()[0]).toHaveAttribute('alt', 'Life at Kaveri Analytics Pvt. Ltd., photo 1 of 10');
    await userEvent.click(within(gallery).getByRole('button', { name: 'View More photos' }));
    expect(photos()).toHaveLength(8);
    await userEvent.click(within(gallery).getByRole('button', { name: 'View More photos' }));
    expect(photos()).toHaveLength(10);
    expect(within(gallery).queryByRole('button', { name: /View More/ })).not.toBeInTheDocument();
  });

  it('opens a photo larger in a dialog', async () => {
    mockCompanyApi();
    renderPage();
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Life at Kaveri Analytics Pvt. Ltd., photo 2 of 6' }));
    const dialog = await screen.findByRole('dialog', { name: /photo 2 of 6/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Life at Kaveri Analytics Pvt. Ltd., photo 3 of 6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
