import { JOB_SORTS, type JobSort } from '@elevate/contracts/jobs/job-search.constants';
import { SortSelect } from '@/components/sort-select';

const LABELS: Record<JobSort, string> = { relevance: 'Relevance', newest: 'Newest', salary: 'Salary: high to low' };

export const JobSortSelect = ({ value, onChange }: { value: JobSort; onChange: (sort: JobSort) => void }) => (
  <SortSelect value={value} sorts={JOB_SORTS} labels={LABELS} onChange={onChange} minWidth={190} />
);
