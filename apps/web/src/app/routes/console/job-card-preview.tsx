import Box from '@mui/material/Box';
import type { JobCard as JobCardData } from '@elevate/contracts/jobs/job-card.schema';
import type { ConsolePartner } from '@elevate/contracts/console/console-partner.schema';
import { normaliseSkills } from '@elevate/contracts/console/job-write.schema';
import type { JobFormValues } from '@/features/console/components/job-form';
import { JobCard } from '@/features/jobs/components/job-card';

const numberOr = (n: unknown, fallback: number) => (typeof n === 'number' && Number.isFinite(n) ? n : fallback);

/** The job form's live values as the public job card (the jobs feature's own card, composed here). */
export const JobCardPreview = ({
  values,
  partner,
  applicants = 0,
}: {
  values: JobFormValues;
  partner: ConsolePartner | undefined;
  applicants?: number;
}) => {
  const card: JobCardData = {
    jobId: 0,
    jobTitle: values.jobTitle?.trim() || 'Job title',
    custUrl: '',
    jobImageLink: values.jobImageLink ?? partner?.partnerLogoPath ?? null,
    partnerId: partner?.partnerId ?? 0,
    partnerName: partner?.partnerName ?? '',
    partnerDisplayName: partner?.partnerDisplayName ?? 'Your company',
    jobLocation: values.jobLocation?.trim() || 'Location',
    jobSkills: normaliseSkills(values.jobSkills ?? '').join(','),
    jobCtcCurrency: values.jobCtcCurrency ?? 'INR',
    jobMinCtcRange: numberOr(values.jobMinCtcRange, 0),
    jobMaxCtcRange: numberOr(values.jobMaxCtcRange, 0),
    jobCtcCategory: values.jobCtcCategory ?? 'annual',
    isSalaryHidden: Boolean(values.isSalaryHidden),
    jobType: values.jobType,
    duration: values.duration?.trim() || null,
    jobMinYoe: numberOr(values.jobMinYoe, 0),
    jobMaxYoe: numberOr(values.jobMaxYoe, 0),
    jobYoeTextForZero: values.jobYoeTextForZero?.trim() || null,
    jobApplicantCount: applicants,
    jobNumberOfVacancies: numberOr(values.jobNumberOfVacancies, 1),
    createdTs: new Date().toISOString(),
  };
  // A picture of the card, not a link: nothing in it can be clicked or focused.
  return (
    <Box inert sx={{ pointerEvents: 'none' }}>
      <JobCard job={card} />
    </Box>
  );
};
