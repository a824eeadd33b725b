import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsolePartner } from '@elevate/contracts/console/console-partner.schema';
import { toast } from '@/lib/toast';
import { callsTo, mockApi, renderAt } from '@/testing/render';
import { CompanyEditor } from './company-editor';

const partner = (overrides: Partial<ConsolePartner> = {}): ConsolePartner => ({
  partnerId: 3,
  partnerName: 'Kaveri Analytics',
  partnerDisplayName: 'Kaveri Analytics Pvt. Ltd.',
  partnerLogoPath: '/uploads/seed/kaveri-logo.svg',
  customUrl: 'kaveri-analytics',
  partnerIndustry: 'Data & Analytics',
  bannerImageUrl: null,
  partnerDescription: 'We turn data into decisions.',
  galleryImageUrls: '/uploads/seed/g1.svg,/uploads/seed/g2.svg',
  keyHighlights: '<ul><li>Paid bootcamp</li></ul>',
  hashtags: ['DataForBharat'],
  headquarter: 'Bengaluru, Karnataka',
  partnerEstablishmentDate: '2012-06-18',
  noOfEmployees: '501-1000',
  partnerSocialLinks: { websiteurl: 'https://kaveri.example.in' },
  isActive: true,
  employers: [],
  ...overrides,
});

const saveButton = () => screen.getByRole('button', { name: 'Save changes' });

describe('company page editor', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.dismiss());
  });

  it('shows the stored page in its fields', () => {
    mockApi({});
    renderAt(<CompanyEditor partner={partner()} />);
    expect(screen.getByRole('textbox', { name: /^Display Name/ })).toHaveValue('Kaveri Analytics Pvt. Ltd.');
    expect(screen.getByRole('textbox', { name: /^Overview/ })).toHaveValue('We turn data into decisions.');
    expect(screen.getByRole('textbox', { name: /^Website/ })).toHaveValue('https://kaveri.example.in');
    expect(screen.getByText('#DataForBharat')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /Gallery photo/ })).toHaveLength(2);
    expect(screen.getByRole('link', { name: /View public page/ })).toHaveAttribute(
      'href',
      '/company-page/kaveri-analytics',
    );
  });

  it('saves the edited page, toasts and shows everything saved', async () => {
    const api = mockApi({
      'PUT /api/partners/3': ({ body }) => [
        200,
        {
          httpStatus: 200,
          message: 'Company page saved',
          result: partner({
            partnerDescription: (body as { partnerDescription: string }).partnerDescription,
            hashtags: ['DataForBharat', 'HiringFreshers'],
            galleryImageUrls: '/uploads/seed/g2.svg,/uploads/seed/g1.svg',
          }),
        },
      ],
    });
    renderAt(<CompanyEditor partner={partner()} />);
    const overview = screen.getByRole('textbox', { name: /^Overview/ });
    await userEvent.clear(overview);
    await userEvent.type(overview, 'Analytics for Bharat.');
    await userEvent.type(screen.getByRole('textbox', { name: /^Add a hashtag/ }), '#HiringFreshers{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Move photo 1 later' }));
    expect(screen.getByText('You have unsaved changes')).toBeInTheDocument();
    await userEvent.click(saveButton());

    expect(await screen.findByText('Company page saved')).toBeInTheDocument();
    const [call] = callsTo(api, 'PUT /api/partners/3');
    expect(call?.body).toEqual({
      partnerDisplayName: 'Kaveri Analytics Pvt. Ltd.',
      partnerLogoPath: '/uploads/seed/kaveri-logo.svg',
      bannerImageUrl: null,
      partnerDescription: 'Analytics for Bharat.',
      galleryImageUrls: ['/uploads/seed/g2.svg', '/uploads/seed/g1.svg'],
      keyHighlights: '<ul><li>Paid bootcamp</li></ul>',
      hashtags: ['DataForBharat', 'HiringFreshers'],
      headquarter: 'Bengaluru, Karnataka',
      partnerEstablishmentDate: '2012-06-18',
      noOfEmployees: '501-1000',
      partnerIndustry: 'Data & Analytics',
      partnerSocialLinks: { websiteurl: 'https://kaveri.example.in' },
    });
    await waitFor(() => expect(screen.getByText('All changes saved')).toBeInTheDocument());
  });

  it('removes a gallery photo and the logo before saving', async () => {
    const api = mockApi({ 'PUT /api/partners/3': [200, { httpStatus: 200, result: partner() }] });
    renderAt(<CompanyEditor partner={partner()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove logo' }));
    await userEvent.click(saveButton());
    await waitFor(() => expect(callsTo(api, 'PUT /api/partners/3')).toHaveLength(1));
    expect(callsTo(api, 'PUT /api/partners/3')[0]?.body).toMatchObject({
      partnerLogoPath: null,
      galleryImageUrls: ['/uploads/seed/g1.svg'],
    });
  });

  it('uploads a new logo and saves its store path', async () => {
    const api = mockApi({
      'POST /api/s3/pre-signed': [
        200,
        {
          httpStatus: 200,
          result: {
            key: 'partner-logo-1.png',
            uploadUrl: '/api/uploads/partner-logo-1.png?expires=1&signature=s',
            method: 'PUT',
            fileUrl: '/uploads/u/partner-logo-1.png',
            expiresAt: '2030-01-01T00:00:00.000Z',
          },
        },
      ],
      'PUT /api/partners/3': [200, { httpStatus: 200, result: partner() }],
    });
    // The signed PUT carries the file's raw bytes, not JSON: answered here rather than by mockApi.
    const json = api.getMockImplementation()!;
    api.mockImplementation(async (input, init) =>
      String(input).startsWith('/api/uploads/')
        ? new Response(
            JSON.stringify({
              httpStatus: 200,
              result: {
                key: 'partner-logo-1.png',
                fileUrl: '/uploads/u/partner-logo-1.png',
                fileName: 'logo.png',
                sizeBytes: 4,
                contentType: 'image/png',
              },
            }),
            { status: 200, headers: { 'content-type': 'application/json' } },
          )
        : json(input, init),
    );
    renderAt(<CompanyEditor partner={partner({ partnerLogoPath: null })} />);
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('partner-logo-file'), { target: { files: [file] } });
    expect(await screen.findByRole('img', { name: 'Logo preview' })).toHaveAttribute(
      'src',
      '/uploads/u/partner-logo-1.png',
    );
    await userEvent.click(saveButton());
    await waitFor(() => expect(callsTo(api, 'PUT /api/partners/3')).toHaveLength(1));
    expect(callsTo(api, 'PUT /api/partners/3')[0]?.body).toMatchObject({
      partnerLogoPath: '/uploads/u/partner-logo-1.png',
    });
  });

  it('refuses a file over 2 MB before sending it', async () => {
    const api = mockApi({});
    renderAt(<CompanyEditor partner={partner()} />);
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'banner.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('partner-banner-file'), { target: { files: [big] } });
    expect(
      await screen.findByText('Size of file is not valid, please upload file less than 2 mb !'),
    ).toBeInTheDocument();
    expect(callsTo(api, 'POST /api/s3/pre-signed')).toHaveLength(0);
  });

  it('shows what is wrong and sends nothing when a link is not a web address', async () => {
    const api = mockApi({});
    renderAt(<CompanyEditor partner={partner()} />);
    const website = screen.getByRole('textbox', { name: /^Website/ });
    await userEvent.clear(website);
    await userEvent.type(website, 'kaveri dot in');
    await userEvent.clear(screen.getByRole('textbox', { name: /^Display Name/ }));
    await userEvent.click(saveButton());
    expect(
      await screen.findByText('Website must be a web address starting with http:// or https://'),
    ).toBeInTheDocument();
    expect(screen.getByText('Display Name is mandatory field !')).toBeInTheDocument();
    expect(callsTo(api, 'PUT /api/partners/3')).toHaveLength(0);
  });

  it("puts the server's field messages on the fields and toasts the error", async () => {
    mockApi({
      'PUT /api/partners/3': [
        400,
        {
          httpStatus: 400,
          error: {
            code: 'WUE-4000',
            message: 'This image is not in our store any more. Please upload it again.',
            fields: { 'galleryImageUrls.1': 'This image is not in our store any more. Please upload it again.' },
          },
        },
      ],
    });
    renderAt(<CompanyEditor partner={partner()} />);
    await userEvent.click(saveButton());
    const photos = await screen.findByRole('list', { name: 'Gallery photos in page order' });
    expect(
      await within(photos).findByText('This image is not in our store any more. Please upload it again.'),
    ).toBeInTheDocument();
    // Once under the photo, once in the toast.
    expect(screen.getAllByText('This image is not in our store any more. Please upload it again.')).toHaveLength(2);
  });
});
