import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from './application-status.ts';
import { statusDescription } from './application.messages.ts';

describe('what each application status means for the candidate', () => {
  it('names the company in every status', () => {
    for (const status of APPLICATION_STATUSES) {
      expect(statusDescription(status, 'Godavari Labs'), status).toContain('Godavari Labs');
    }
  });

  it('never doubles the full stop of a company name ending in one', () => {
    for (const status of APPLICATION_STATUSES) {
      expect(statusDescription(status, 'Kaveri Analytics Pvt. Ltd.'), status).not.toContain('..');
    }
    expect(statusDescription('Applied', 'Kaveri Analytics Pvt. Ltd.')).toBe(
      'Your application has been sent to Kaveri Analytics Pvt. Ltd. They will review it and update you here.',
    );
    expect(statusDescription('Applied', 'Godavari Labs')).toBe(
      'Your application has been sent to Godavari Labs. They will review it and update you here.',
    );
  });
});
