import type { ListResult } from '@elevate/contracts/common/envelope';
import type { DrillCard } from '@elevate/contracts/drills/drill-card.schema';
import type { JobCard } from '@elevate/contracts/jobs/job-card.schema';
import {
  COMPANY_JOBS_MAX_CTC,
  COMPANY_JOBS_MAX_EXP,
  COMPANY_JOBS_MIN_CTC,
  COMPANY_JOBS_MIN_EXP,
} from '@elevate/contracts/partners/company-page.constants';
import type {
  PartnerDrillsQuery,
  PartnerJobsQuery,
  PartnersQuery,
} from '@elevate/contracts/partners/partner-queries.schema';
import type { PartnerCard, PartnerPage } from '@elevate/contracts/partners/partner.schema';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { listDrillsByPartner } from '../drills/drills.repository.ts';
import { listJobsByPartner } from '../jobs/jobs.repository.ts';
import { findActivePartnerByCustomUrl, isActivePartner, listActivePartnerCards } from './partners.repository.ts';

const COMPANY_NOT_FOUND = 'We could not find this company.';

/** The spec §7.4 ranges; the tab counts use them too, so a tab's count matches the list it opens. */
const companyJobRanges = {
  minCtc: COMPANY_JOBS_MIN_CTC,
  maxCtc: COMPANY_JOBS_MAX_CTC,
  minYoe: COMPANY_JOBS_MIN_EXP,
  maxYoe: COMPANY_JOBS_MAX_EXP,
};

/**
 * `partners?active=true&mode=basic&customUrl=...`: with a customUrl, the company page record with its tab
 * counts (an unknown or inactive company gives an empty list, which the page shows as not found); without,
 * the active companies as cards.
 */
export const findPartners = async (
  db: DbOrTx,
  query: PartnersQuery,
  now: Date,
): Promise<ListResult<PartnerPage> | ListResult<PartnerCard>> => {
  if (query.customUrl === undefined) {
    const { data, totalRecordCount } = await listActivePartnerCards(db, query);
    return { data, totalRecordCount, totalRecords: totalRecordCount };
  }
  const partner = await findActivePartnerByCustomUrl(db, query.customUrl);
  if (!partner) return { data: [], totalRecordCount: 0, totalRecords: 0 };
  const [jobs, drills] = await Promise.all([
    listJobsByPartner(db, { partnerId: partner.partnerId, limit: 0, offset: 0, ...companyJobRanges }),
    listDrillsByPartner(db, { partnerId: partner.partnerId, limit: 0, offset: 0, now }),
  ]);
  const page: PartnerPage = { ...partner, jobCount: jobs.totalRecordCount, hackathonCount: drills.totalRecordCount };
  return { data: [page], totalRecordCount: 1, totalRecords: 1 };
};

const requireActivePartner = async (db: DbOrTx, partnerId: number) => {
  if (!(await isActivePartner(db, partnerId))) throw notFound(COMPANY_NOT_FOUND);
};

/** The company page job query of spec §7.4 for one company. */
export const partnerJobs = async (db: DbOrTx, partnerId: number, q: PartnerJobsQuery): Promise<ListResult<JobCard>> => {
  await requireActivePartner(db, partnerId);
  const { data, totalRecordCount } = await listJobsByPartner(db, {
    partnerId,
    limit: q.limit,
    offset: q.offset,
    minCtc: q.minCtc,
    maxCtc: q.maxCtc,
    minYoe: q.minExp,
    maxYoe: q.maxExp,
  });
  return { data, totalRecordCount, totalRecords: totalRecordCount };
};

/** The company page hackathon query of spec §7.6 for one company. */
export const partnerDrills = async (
  db: DbOrTx,
  partnerId: number,
  q: PartnerDrillsQuery,
  now: Date,
): Promise<ListResult<DrillCard>> => {
  await requireActivePartner(db, partnerId);
  const { data, totalRecordCount } = await listDrillsByPartner(db, { partnerId, ...q, now });
  return { data, totalRecordCount, totalRecords: totalRecordCount };
};
