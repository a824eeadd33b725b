import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt } from '@/testing/render';
import { buildDrillDetail } from '../testing/drill-builders';
import { DrillHero } from './drill-hero';

describe('the hackathon page header', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says a cancelled hackathon was cancelled, why, and that paid registrations are refunded', () => {
    const drill = buildDrillDetail({ cancelledAt: '2026-04-02T10:00:00.000Z', cancellationReason: 'Venue lost' });
    renderAt(<DrillHero drill={drill} receivedAt={Date.now()} actions={null} />);
    expect(screen.getByText('This hackathon was cancelled')).toBeInTheDocument();
    expect(screen.getByText('Reason from the host: Venue lost')).toBeInTheDocument();
    expect(screen.getByText('Paid registrations are refunded automatically.')).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
  });

  it('shows no banner while the hackathon runs', () => {
    renderAt(<DrillHero drill={buildDrillDetail()} receivedAt={Date.now()} actions={null} />);
    expect(screen.queryByText('This hackathon was cancelled')).not.toBeInTheDocument();
  });
});
