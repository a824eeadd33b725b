import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderAt } from '@/testing/render';
import { buildJobCard } from '../testing/job-builders';
import { JobCard } from './job-card';

describe('job card', () => {
  it("shows three skills, then '+N' for the rest", () => {
    renderAt(<JobCard job={buildJobCard({ jobSkills: 'React,TypeScript,Redux,Next.js,CSS' })} />);
    const skills = within(screen.getByRole('list', { name: 'Skills' }));
    expect(skills.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['React', 'TypeScript', 'Redux', '+2']);
    expect(skills.getByLabelText('2 more')).toBeInTheDocument();
  });

  it('lists its facts as terms with their values, the duration only when the job has one', () => {
    const { unmount } = renderAt(<JobCard job={buildJobCard({ duration: '6 months', jobNumberOfVacancies: 4 })} />);
    const terms = screen.getAllByRole('term');
    expect(terms.map((t) => t.textContent)).toEqual(['Salary', 'Experience', 'Duration', 'Openings']);
    expect(
      screen
        .getAllByRole('definition')
        .map((d) => d.textContent)
        .slice(2),
    ).toEqual(['6 months', '4']);
    unmount();

    renderAt(<JobCard job={buildJobCard({ duration: null })} />);
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Salary', 'Experience', 'Openings']);
  });

  it("shows 'Best in industry' when the salary is hidden", () => {
    renderAt(<JobCard job={buildJobCard({ isSalaryHidden: true })} />);
    expect(screen.getByText('Best in industry')).toBeInTheDocument();
    expect(screen.queryByText(/LPA/)).not.toBeInTheDocument();
  });

  it('shows the annual salary in LPA, experience, openings, applicants and the posted label', () => {
    renderAt(
      <JobCard
        job={buildJobCard({
          jobMinCtcRange: 600_000,
          jobMaxCtcRange: 900_000,
          jobMinYoe: 0,
          jobMaxYoe: 0,
          jobYoeTextForZero: 'Fresher',
        })}
      />,
    );
    expect(screen.getByText('₹6 - 9 LPA')).toBeInTheDocument();
    expect(screen.getByText('Fresher')).toBeInTheDocument();
    expect(screen.getByText('42 applied')).toBeInTheDocument();
    expect(screen.getByText('posted today')).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/jobs/frontend-developer-kaveri-1001');
  });
});
