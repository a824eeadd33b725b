import type { JobDetail } from '@elevate/contracts/jobs/job-detail.schema';
import type { JobSearchResult } from '@elevate/contracts/jobs/job-search.schema';
import { plainText } from '@elevate/contracts/seo/head-tags';
import { pagePath } from '@elevate/contracts/seo/absolute-url';
import { breadcrumbJsonLd, jobPostingJsonLd } from '@elevate/contracts/seo/structured-data';
import { jobQuery } from '@/features/jobs/api/get-job';
import { jobsHeadingQuery } from '@/features/jobs/api/get-jobs-heading';
import { similarJobsQuery } from '@/features/jobs/api/get-similar-jobs';
import { searchJobsQuery } from '@/features/jobs/api/search-jobs';
import { EMPTY_FILTERS, hasActiveFilters, parseJobFilters, toSearchQuery } from '@/features/jobs/search-params';
import { notFoundHead, queryOutcome, type PageServer } from '../../page-head';

/**
 * /jobs: a keyword search is a page worth finding ("react jobs"), so its canonical address keeps `q`; any
 * other filter, sort or page is a variation of it that search engines should follow but not list.
 */
const jobsHead: PageServer['head'] = ({ search, queryClient }) => {
  const filters = parseJobFilters(search);
  const { data } = queryOutcome<JobSearchResult>(queryClient, searchJobsQuery(toSearchQuery(filters)).queryKey);
  const q = filters.q.trim();
  const count = data ? `${data.totalRecordCount.toLocaleString('en-IN')} ` : '';
  const variation = hasActiveFilters(filters) || filters.sort !== EMPTY_FILTERS.sort || filters.page > 1;
  return {
    head: {
      title: q ? `${q} jobs and internships` : 'Jobs and internships',
      description: q
        ? `${count}${q} jobs and internships in India on Elevate: salaries shown up front, apply in one click and follow every application.`
        : `${count}jobs and internships across India for students, freshers and professionals: search by skill, city, salary and experience, and apply in one click.`,
      canonicalPath: q ? `/jobs?q=${encodeURIComponent(q)}` : '/jobs',
      robots: variation ? 'noindex,follow' : 'index,follow',
    },
  };
};

/** /jobs/{id}: the job's own title and summary, its company's logo, and JobPosting data for Google's job listings. */
const jobDetailHead: PageServer['head'] = ({ params, queryClient, pathname, publicUrl }) => {
  const { data: job, notFound } = queryOutcome<JobDetail>(queryClient, jobQuery(params.id ?? '').queryKey);
  if (!job)
    return notFound
      ? notFoundHead('Job not available', pathname)
      : // The job could not be loaded just now: the browser retries, and nobody keeps this answer.
        { status: 503, head: { title: 'Job', description: '', canonicalPath: pathname, robots: 'noindex,follow' } };
  const path = pagePath.job(job.custUrl);
  return {
    head: {
      title: `${job.jobTitle} at ${job.partner.displayName}`,
      description: `${job.jobTitle} at ${job.partner.displayName}, ${job.jobLocation}. ${plainText(job.description)}`,
      canonicalPath: path,
      image: job.partner.logo ?? undefined,
      imageKind: job.partner.logo ? 'logo' : undefined,
      // A closed job stays readable for those who saved the link, but leaves the job listings.
      robots: job.isActive ? 'index,follow' : 'noindex,follow',
      jsonLd: [
        ...(job.isActive ? [jobPostingJsonLd(job, publicUrl)] : []),
        breadcrumbJsonLd(
          [
            { name: 'Jobs', path: '/jobs' },
            { name: job.jobTitle, path },
          ],
          publicUrl,
        ),
      ],
    },
  };
};

export const jobsPage: PageServer = {
  prefetch: ({ search, queryClient }) =>
    Promise.all([
      queryClient.prefetchQuery(searchJobsQuery(toSearchQuery(parseJobFilters(search)))),
      queryClient.prefetchQuery(jobsHeadingQuery()),
    ]),
  head: jobsHead,
};

export const jobDetailPage: PageServer = {
  prefetch: async ({ params, queryClient }) => {
    await queryClient.prefetchQuery(jobQuery(params.id ?? ''));
    const job = queryClient.getQueryData<JobDetail>(jobQuery(params.id ?? '').queryKey);
    if (job) await queryClient.prefetchQuery(similarJobsQuery(job.jobId));
  },
  head: jobDetailHead,
};
