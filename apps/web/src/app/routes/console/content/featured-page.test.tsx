import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContentMessages } from '@elevate/contracts/content/content.messages';
import type { FeaturedPin } from '@elevate/contracts/content/site-content.schema';
import { toast } from '@/lib/toast';
import { failWith, ok } from '@/testing/api-double';
import { buildSession, callsTo, mockApi, renderAt, signIn } from '@/testing/render';
import FeaturedPage from './featured-page';

const pins: FeaturedPin[] = [
  { entityType: 'drill', entityId: 3, position: 0, label: 'DataQuest 2026', path: '/drills/dataquest-2026' },
  {
    entityType: 'casestudy',
    entityId: 11,
    position: 1,
    label: 'Ananya joins Freshworks',
    path: '/success-story/ananya',
  },
  { entityType: 'job', entityId: 40, position: 2, label: 'SDE intern, Razorpay', path: '/jobs/sde-intern-razorpay' },
];

describe('featured pins console', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.dismiss());
  });

  it('moves a pin up with the keyboard, keeps its focus, and saves the new order', async () => {
    await signIn(buildSession({ role: 'admin' }));
    const api = mockApi({
      'GET /api/common/featuredelements/pins': ok(pins),
      'PUT /api/common/featuredelements': ok(pins, ContentMessages.saved),
    });
    renderAt(<FeaturedPage />);
    const up = await screen.findByRole('button', { name: 'Move SDE intern, Razorpay up' });
    up.focus();
    await userEvent.keyboard('{Enter}');
    const items = within(screen.getByRole('list', { name: 'Pinned items' })).getAllByRole('listitem');
    expect(items[1]).toHaveTextContent('SDE intern, Razorpay');
    expect(screen.getByRole('button', { name: 'Move SDE intern, Razorpay up' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Save pins' }));
    await waitFor(() => expect(callsTo(api, 'PUT /api/common/featuredelements')).toHaveLength(1));
    expect(callsTo(api, 'PUT /api/common/featuredelements')[0]!.body).toEqual({
      pins: [
        { entityType: 'drill', entityId: 3 },
        { entityType: 'job', entityId: 40 },
        { entityType: 'casestudy', entityId: 11 },
      ],
    });
  });

  it('removes one, adds one by kind and id, and shows the API’s refusal', async () => {
    await signIn(buildSession({ role: 'admin' }));
    const api = mockApi({
      'GET /api/common/featuredelements/pins': ok(pins),
      'PUT /api/common/featuredelements': failWith(400, 'WUE-4000', ContentMessages.featuredUnknown),
    });
    renderAt(<FeaturedPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove DataQuest 2026' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(screen.getByRole('option', { name: 'Company' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Id' }), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Company #9')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save pins' }));
    await waitFor(() => expect(callsTo(api, 'PUT /api/common/featuredelements')).toHaveLength(1));
    expect(callsTo(api, 'PUT /api/common/featuredelements')[0]!.body).toEqual({
      pins: [
        { entityType: 'casestudy', entityId: 11 },
        { entityType: 'job', entityId: 40 },
        { entityType: 'partner', entityId: 9 },
      ],
    });
    expect(await screen.findByText(ContentMessages.featuredUnknown)).toBeInTheDocument();
    expect(screen.getByText('Company #9')).toBeInTheDocument();
  });
});
