import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CompanyPageEditInput } from '@elevate/contracts/console/company-page-edit.schema';
import { ConsoleMessages } from '@elevate/contracts/console/console.messages';
import type { PartnerPage } from '@elevate/contracts/partners/partner.schema';
import { build } from '../../../test/helper.ts';
import { partners } from '../../db/schema/partners.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { call, caller, insertCompany, uploadImage, type Caller } from './console.test-fixtures.ts';

const t = build(AUTH_TEST_ENV);

let own: { id: number; customUrl: string };
let other: { id: number; customUrl: string };
let employer: Caller;
let admin: Caller;

beforeAll(async () => {
  own = await insertCompany(t, 'Kaveri Analytics');
  other = await insertCompany(t, 'Sahyadri Fintech');
  employer = await caller(t, 'employer', own.id);
  admin = await caller(t, 'admin');
});

const page = (overrides: Partial<CompanyPageEditInput> = {}): CompanyPageEditInput => ({
  partnerDisplayName: 'Kaveri Analytics Pvt. Ltd.',
  partnerLogoPath: null,
  bannerImageUrl: null,
  partnerDescription: 'We turn operational data into decisions.\n\nFreshers train for twelve weeks.',
  galleryImageUrls: [],
  keyHighlights: '<ul><li>Paid bootcamp</li></ul>',
  hashtags: ['DataForBharat'],
  headquarter: 'Bengaluru, Karnataka',
  partnerEstablishmentDate: '2012-06-18',
  noOfEmployees: '501-1000',
  partnerIndustry: 'Data & Analytics',
  partnerSocialLinks: { websiteurl: 'https://kaveri.example.in', linkedurl: 'https://www.linkedin.com/company/kaveri' },
  ...overrides,
});

const publicPage = async (customUrl: string): Promise<PartnerPage> => {
  const res = await call(t, null, 'GET', `/api/partners?active=true&mode=basic&customUrl=${customUrl}`);
  expect(res.status).toBe(200);
  return res.body.result.data[0];
};

describe('GET /api/partners/{id} (the editor record)', () => {
  it('answers the whole company record with its employers to an employer of that company', async () => {
    const res = await call(t, employer, 'GET', `/api/partners/${own.id}`);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ partnerId: own.id, customUrl: own.customUrl, isActive: true });
    expect(res.body.result.employers.map((e: { uid: number }) => e.uid)).toEqual([employer.uid]);
  });

  it("refuses another company's employer with 403", async () => {
    const res = await call(t, employer, 'GET', `/api/partners/${other.id}`);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('You are not authorized for this page !');
  });

  it('gives an employer 403 and an admin 404 for a company that does not exist', async () => {
    expect((await call(t, employer, 'GET', '/api/partners/999999')).status).toBe(403);
    expect((await call(t, admin, 'GET', '/api/partners/999999')).status).toBe(404);
  });
});

describe('PUT /api/partners/{id} (save the company page)', () => {
  it('saves every field and the public company page shows the change at once', async () => {
    const res = await call(t, employer, 'PUT', `/api/partners/${own.id}`, page());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(ConsoleMessages.saved);
    const shown = await publicPage(own.customUrl);
    expect(shown).toMatchObject({
      partnerDisplayName: 'Kaveri Analytics Pvt. Ltd.',
      partnerDescription: 'We turn operational data into decisions.\n\nFreshers train for twelve weeks.',
      keyHighlights: '<ul><li>Paid bootcamp</li></ul>',
      hashtags: ['DataForBharat'],
      headquarter: 'Bengaluru, Karnataka',
      partnerEstablishmentDate: '2012-06-18',
      noOfEmployees: '501-1000',
      partnerIndustry: 'Data & Analytics',
      partnerSocialLinks: {
        websiteurl: 'https://kaveri.example.in',
        linkedurl: 'https://www.linkedin.com/company/kaveri',
      },
    });
    // Fields left blank are cleared: the seeded gallery and logo were not sent back.
    expect(shown.galleryImageUrls).toBeNull();
    expect(shown.partnerLogoPath).toBeNull();
  });

  it('sanitises the key highlights before storing them', async () => {
    const res = await call(
      t,
      employer,
      'PUT',
      `/api/partners/${own.id}`,
      page({
        keyHighlights: '<ul><li onclick="steal()">Safe</li></ul><script>alert(1)</script><a href="javascript:x">x</a>',
      }),
    );
    expect(res.status).toBe(200);
    const [row] = await t.database.db.select().from(partners).where(eq(partners.id, own.id));
    expect(row!.keyHighlights).toBe('<ul><li>Safe</li></ul><a>x</a>');
  });

  it('strips the # from hashtags and drops repeats', async () => {
    const res = await call(t, employer, 'PUT', `/api/partners/${own.id}`, page({ hashtags: ['#Data', 'data', '#ML'] }));
    expect(res.status).toBe(200);
    expect(res.body.result.hashtags).toEqual(['Data', 'ML']);
  });

  it('keeps images the page already had and accepts freshly uploaded ones, in the order given', async () => {
    const [seeded] = await t.database.db
      .select({ gallery: partners.galleryImageUrls, logo: partners.logoPath })
      .from(partners)
      .where(eq(partners.id, other.id));
    const editor = await caller(t, 'employer', other.id);
    const logo = await uploadImage(t, editor, 'partner-logo');
    const banner = await uploadImage(t, editor, 'partner-banner');
    const photo = await uploadImage(t, editor, 'partner-gallery');
    const [g1, g2] = seeded!.gallery!.split(',');
    const res = await call(
      t,
      editor,
      'PUT',
      `/api/partners/${other.id}`,
      page({ partnerLogoPath: logo, bannerImageUrl: banner, galleryImageUrls: [g2!, photo, g1!] }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(logo).toMatch(/^\/uploads\/u\/partner-logo-/);
    expect(res.body.result).toMatchObject({
      partnerLogoPath: logo,
      bannerImageUrl: banner,
      galleryImageUrls: `${g2},${photo},${g1}`,
    });
  });

  it("refuses another company's employer with 403 and changes nothing", async () => {
    const res = await call(t, employer, 'PUT', `/api/partners/${other.id}`, page({ partnerDisplayName: 'Hijacked' }));
    expect(res.status).toBe(403);
    const [row] = await t.database.db.select().from(partners).where(eq(partners.id, other.id));
    expect(row!.displayName).not.toBe('Hijacked');
  });

  it('lets an admin edit any company', async () => {
    const res = await call(
      t,
      admin,
      'PUT',
      `/api/partners/${other.id}`,
      page({ partnerDisplayName: 'Sahyadri Fintech' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.result.partnerDisplayName).toBe('Sahyadri Fintech');
  });

  it('answers each invalid field with its message', async () => {
    const res = await call(
      t,
      employer,
      'PUT',
      `/api/partners/${own.id}`,
      page({
        partnerDisplayName: '  ',
        partnerSocialLinks: { websiteurl: 'javascript:alert(1)', githuburl: 'github.com/kaveri' },
        hashtags: ['data science'],
        partnerEstablishmentDate: '2999-01-01',
        noOfEmployees: 'lots' as never,
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      partnerDisplayName: 'Display Name is mandatory field !',
      'partnerSocialLinks.websiteurl': 'Website must be a web address starting with http:// or https://',
      'partnerSocialLinks.githuburl': 'GitHub must be a web address starting with http:// or https://',
      'hashtags.0': ConsoleMessages.hashtagFormat,
      partnerEstablishmentDate: ConsoleMessages.foundedDate,
      noOfEmployees: 'Invalid Value !',
    });
  });

  it('refuses images from other sites and paths that were never uploaded', async () => {
    const outside = await call(
      t,
      employer,
      'PUT',
      `/api/partners/${own.id}`,
      page({ partnerLogoPath: 'https://evil.example.com/logo.png', galleryImageUrls: ['/uploads/../secret'] }),
    );
    expect(outside.status).toBe(400);
    expect(outside.body.error.fields).toEqual({
      partnerLogoPath: ConsoleMessages.uploadedImageOnly,
      'galleryImageUrls.0': ConsoleMessages.uploadedImageOnly,
    });
    const invented = await call(
      t,
      employer,
      'PUT',
      `/api/partners/${own.id}`,
      page({
        bannerImageUrl: '/uploads/u/partner-banner-made-up.png',
        galleryImageUrls: ['/uploads/seed/not-ours.svg'],
      }),
    );
    expect(invented.status).toBe(400);
    expect(invented.body.error.fields).toEqual({
      bannerImageUrl: ConsoleMessages.uploadMissing,
      'galleryImageUrls.0': ConsoleMessages.uploadedImageOnly,
    });
  });

  it('allows at most 12 gallery images', async () => {
    const res = await call(
      t,
      employer,
      'PUT',
      `/api/partners/${own.id}`,
      page({ galleryImageUrls: Array.from({ length: 13 }, (_, i) => `/uploads/u/g-${i}.png`) }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields.galleryImageUrls).toBe('Gallery images: at most 12 allowed');
  });
});

describe('GET /api/console/partners', () => {
  it("lists only an employer's own companies, with job counts", async () => {
    const res = await call(t, employer, 'GET', '/api/console/partners');
    expect(res.status).toBe(200);
    expect(res.body.result.data.map((p: { partnerId: number }) => p.partnerId)).toEqual([own.id]);
    expect(res.body.result.data[0]).toMatchObject({ openJobs: 0, closedJobs: 0 });
  });

  it('lists every company to an admin and searches by name or custom URL', async () => {
    const all = await call(t, admin, 'GET', '/api/console/partners?limit=100');
    expect(all.body.result.totalRecordCount).toBeGreaterThanOrEqual(2);
    const found = await call(t, admin, 'GET', '/api/console/partners?q=sahyadri');
    expect(found.body.result.data.map((p: { partnerId: number }) => p.partnerId)).toEqual([other.id]);
    const literal = await call(t, admin, 'GET', '/api/console/partners?q=%25');
    expect(literal.body.result.totalRecordCount).toBe(0);
  });
});
