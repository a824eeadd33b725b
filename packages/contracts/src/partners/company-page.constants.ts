/**
 * The company page's fixed queries (spec §7.4, §7.6, §9). The page sizes and the cuts are spec §9 constants
 * kept in common/constants; they are re-exported here so the page and the partners API read one file.
 */
export {
  COMPANY_DRILLS_LIMIT,
  COMPANY_JOBS_LIMIT,
  GALLERY_PAGE,
  LOCATION_CUT,
  OPPORTUNITIES_PAGE,
  OVERVIEW_CUT,
  SCROLL_OFFSET_DESKTOP,
  SCROLL_OFFSET_MOBILE,
  SECTION_VISIBILITY_THRESHOLD,
} from '../common/constants.ts';

/** Company page job query of spec §7.4: CTC range 0 to 20000000 (rupees). */
export const COMPANY_JOBS_MIN_CTC = 0;
export const COMPANY_JOBS_MAX_CTC = 20_000_000;
/** Company page job query of spec §7.4: years of experience 0 to 40. */
export const COMPANY_JOBS_MIN_EXP = 0;
export const COMPANY_JOBS_MAX_EXP = 40;
/** Company page job query of spec §7.4: newest first. */
export const COMPANY_JOBS_ORDER = 'createdTs.desc';

/** Upper bounds on what one request may ask for; a bigger page is refused, not silently cut. */
export const COMPANY_JOBS_MAX_LIMIT = 50;
export const PARTNERS_DEFAULT_LIMIT = 20;
export const PARTNERS_MAX_LIMIT = 100;
export const MAX_OFFSET = 100_000;
