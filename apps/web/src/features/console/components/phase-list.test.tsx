import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DrillFormsMessages as M } from '@elevate/contracts/console/console-drill-forms.messages';
import type { ConsolePhase, ConsolePhases } from '@elevate/contracts/console/console-drill-forms.schema';
import { toast } from '@/lib/toast';
import { callsTo, mockApi, renderAt } from '@/testing/render';
import { useConsoleDrill } from '../api/get-console-drill';
import { PhaseList } from './phase-list';

const hackathon = { hackathonStartDt: '2026-12-01T04:30:00.000Z', hackathonEndDt: '2026-12-10T12:30:00.000Z' };

const idea: ConsolePhase = {
  phaseId: 5,
  name: 'Idea round',
  kind: 'idea',
  position: 0,
  startDt: hackathon.hackathonStartDt,
  endDt: '2026-12-04T12:30:00.000Z',
  description: '<p>Send a one-page proposal.</p>',
  state: 'upcoming',
  submissionFields: [],
  submissionCount: 3,
};

const ok = (result: ConsolePhases, message?: string) => [200, { httpStatus: 200, message, result }] as const;

const render = () => renderAt(<PhaseList drillId={7} renderSubmissionForm={(p) => <p>Builder of {p.name}</p>} />);

describe('the phases list', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.dismiss());
  });

  it('starts empty with a call to add the idea round, and adds it with the hackathon’s dates', async () => {
    const api = mockApi({
      'GET /api/console/drills/7/phases': ok({ ...hackathon, phases: [] }),
      'POST /api/console/drills/7/phases': [
        201,
        { httpStatus: 201, message: M.phaseAdded('Idea round'), result: { ...hackathon, phases: [idea] } },
      ],
    });
    render();
    expect(await screen.findByText('No phases yet: add the idea round')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add phase' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a phase' });
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Idea round');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save phase' }));
    expect(await screen.findByText(M.phaseAdded('Idea round'))).toBeInTheDocument();
    expect(callsTo(api, 'POST /api/console/drills/7/phases')[0]?.body).toEqual({
      name: 'Idea round',
      kind: 'idea',
      startDt: hackathon.hackathonStartDt,
      endDt: hackathon.hackathonEndDt,
      description: '',
    });
    expect(await screen.findByRole('heading', { name: /Idea round/ })).toBeInTheDocument();
  });

  it('refreshes the hackathon (its publish checklist counts phases) once a phase is added', async () => {
    const api = mockApi({
      'GET /api/console/drills/7': ok({ drillId: 7, phaseCount: 0 } as never),
      'GET /api/console/drills/7/phases': ok({ ...hackathon, phases: [] }),
      'POST /api/console/drills/7/phases': [201, { httpStatus: 201, result: { ...hackathon, phases: [idea] } }],
    });
    // The console frame reads the hackathon beside the tab; its Publish button uses the checklist from it.
    const Frame = () => {
      useConsoleDrill(7);
      return null;
    };
    renderAt(
      <>
        <Frame />
        <PhaseList drillId={7} renderSubmissionForm={() => null} />
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add phase' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a phase' });
    expect(callsTo(api, 'GET /api/console/drills/7')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save phase' }));
    await waitFor(() => expect(callsTo(api, 'GET /api/console/drills/7')).toHaveLength(2));
  });

  it('shows a phase with its submissions, keeps it from being deleted, and opens its submission form', async () => {
    mockApi({ 'GET /api/console/drills/7/phases': ok({ ...hackathon, phases: [idea] }) });
    render();
    const card = await screen.findByRole('listitem', { name: /Idea round/ });
    expect(within(card).getByText(/3 submissions/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete Idea round' })).toBeDisabled();
    await userEvent.click(within(card).getByRole('button', { name: 'Submission form of Idea round' }));
    expect(within(card).getByText('Builder of Idea round')).toBeInTheDocument();
  });

  it('shows the API’s refusal inside the dialog', async () => {
    mockApi({
      'GET /api/console/drills/7/phases': ok({ ...hackathon, phases: [idea] }),
      'PUT /api/console/drills/7/phases/5': [
        400,
        { httpStatus: 400, error: { code: 'WUE-4000', message: 'A phase cannot end after the hackathon ends' } },
      ],
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Idea round' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Idea round' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save phase' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A phase cannot end after the hackathon ends');
  });
});
