import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages } from '@elevate/contracts/common/messages';
import type { DrillPhase } from '@elevate/contracts/drills/drill-content.schema';
import type { FormFieldDefinition } from '@elevate/contracts/drills/form-fields.schema';
import { SubmissionMessages } from '@elevate/contracts/drills/submission.messages';
import type { Submission, SubmissionDetail, SubmissionWrite } from '@elevate/contracts/drills/submission.schema';
import { clearSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { renderAt, signIn } from '@/testing/render';
import { buildPhase } from '../testing/drill-builders';
import { buildDrill, failWith, mockDrillsApi, ok, type ApiCall } from '../testing/participation-builders';
import {
  buildReceipt,
  buildStatement,
  buildSubmission,
  buildSubmissionDetail,
  buildVersion,
  inDays,
  listOf,
  solutionFields,
} from './dashboard-test-data';
import { draftBackupKey } from './submission-form';
import { SubmissionPage } from './submission-page';

const live = buildPhase({
  phaseId: 2,
  phase: 'Prototype',
  kind: 'solution',
  phaseStartDt: inDays(-1),
  phaseEndDt: inDays(3),
  phaseStatus: 'live',
});
const statements = [
  buildStatement(),
  buildStatement({ problemStatementId: 32, title: 'Clean water for villages', description: '' }),
];

/** The phase's page as the dashboard shows it for participant 70 (no team), on the device's clock. */
const renderPhasePage = (phase: DrillPhase = live) =>
  renderAt(
    <SubmissionPage
      drill={buildDrill({ drillPhase: [phase], drillTeamSize: { min: 1, max: 1 } })}
      participantId={70}
      team={null}
      kind="solution"
      phaseId={2}
      now={new Date()}
      onNotRegistered={() => {}}
    />,
    '/drills/participant-dashboard/12/70/solution/2',
  );

/** The dashboard's API with one phase and what the team has saved so far (null: nothing). */
const phaseApi = ({
  phase = live,
  saved = null,
  fields = solutionFields,
  onSave,
}: {
  phase?: DrillPhase;
  saved?: SubmissionDetail | null;
  fields?: FormFieldDefinition[];
  onSave?: (body: SubmissionWrite, call: ApiCall) => readonly [number, object] | void;
} = {}) => {
  let current: SubmissionDetail | null = saved;
  const store = (body: SubmissionWrite): Submission => {
    const version = (current?.version ?? 0) + 1;
    const submission = buildSubmission({
      problemStatementId: (body.problemStatementId as number | null | undefined) ?? null,
      answers: body.answers as Submission['answers'],
      status: body.final ? 'submitted' : 'draft',
      version,
      submittedAt: body.final ? '2026-03-14T18:29:58.000Z' : null,
      updatedAt: new Date().toISOString(),
    });
    current = {
      ...submission,
      versions: [buildVersion({ version, status: submission.status }), ...(current?.versions ?? [])],
    };
    return submission;
  };
  return mockDrillsApi({
    'GET /api/drills/12/submissionFields': ok({ phase, fields }),
    'GET /api/drills/12/PROBLEMSTATEMENT': ok(listOf(statements)),
    'GET /api/drills/12/submissions': () => ok(listOf(current ? [current] : [])),
    'GET /api/drills/12/submissions/501': () => (current ? ok(current) : failWith(404, 'WUE-4040', 'No')),
    'GET /api/drills/12/submissions/501/receipt': () =>
      current?.status === 'submitted'
        ? ok(buildReceipt({ version: current.version }))
        : failWith(404, 'WUE-4040', 'No'),
    'POST /api/drills/12/submissions': (call) => {
      const body = call.body as SubmissionWrite;
      const answer = onSave?.(body, call);
      if (answer) return answer as ReturnType<typeof ok>;
      const submission = store(body);
      return ok(
        { submission, receipt: body.final ? buildReceipt({ version: submission.version }) : null },
        body.final ? SubmissionMessages.submitted : SubmissionMessages.draftSaved,
      );
    },
  });
};

const saves = (calls: ReturnType<typeof phaseApi>) =>
  calls.callsTo('POST /api/drills/12/submissions').map((c) => c.body as SubmissionWrite);

describe('a phase’s submission page', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => {
      clearSession();
      toast.dismiss();
    });
  });

  it('saves a draft once typing pauses, with the chosen problem statement, and says when it was saved', async () => {
    signIn();
    const calls = phaseApi();
    const user = userEvent.setup();
    renderPhasePage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Prototype' })).toBeInTheDocument();
    expect(document.title).toBe('Prototype · Smart India Build · Elevate');
    const form = await screen.findByRole('form', { name: 'Prototype submission' });
    expect(within(form).getByText('Drafts save as you type')).toBeInTheDocument();

    await user.click(within(form).getByRole('radio', { name: 'Crop prices for farmers' }));
    await user.type(within(form).getByRole('textbox', { name: /Summary/ }), 'A price board');
    expect(within(form).getByText('Unsaved changes')).toBeInTheDocument();
    expect(await within(form).findByText('Saved · just now', {}, { timeout: 5000 })).toBeInTheDocument();

    // One save for the whole burst of typing, a draft with every answer of the form.
    expect(saves(calls)).toEqual([
      {
        participantId: 70,
        phaseId: 2,
        problemStatementId: 31,
        answers: { summary: 'A price board', demo: null },
        final: false,
      },
    ]);
    expect(localStorage.getItem(draftBackupKey(12, 70, 2))).toBeNull();
    const history = await screen.findByRole('list', { name: 'Versions, newest first' });
    expect(within(history).getByText('Version 1 · Draft')).toBeInTheDocument();
  });

  it('keeps what was typed when a save fails, says so, and saves it when tried again', async () => {
    signIn();
    let down = true;
    const calls = phaseApi({
      onSave: () => (down ? failWith(503, 'WUE-5030', 'The service is unavailable right now.') : undefined),
    });
    const user = userEvent.setup();
    renderPhasePage();
    const form = await screen.findByRole('form', { name: 'Prototype submission' });
    const summary = within(form).getByRole('textbox', { name: /Summary/ });
    await user.type(summary, 'Offline first');

    expect(
      await within(form).findByText(/Not saved: The service is unavailable right now\./, {}, { timeout: 5000 }),
    ).toHaveTextContent('Your changes are kept on this device.');
    expect(summary).toHaveValue('Offline first');
    expect(JSON.parse(localStorage.getItem(draftBackupKey(12, 70, 2))!).value.answers.summary).toBe('Offline first');

    down = false;
    await user.click(within(form).getByRole('button', { name: 'Retry now' }));
    expect(await within(form).findByText('Saved · just now')).toBeInTheDocument();
    expect(saves(calls).at(-1)?.answers).toEqual({ summary: 'Offline first', demo: null });
    expect(localStorage.getItem(draftBackupKey(12, 70, 2))).toBeNull();
  });

  it('brings back changes typed on this device that never reached the server, and saves them', async () => {
    signIn();
    const saved = buildSubmissionDetail({ updatedAt: inDays(-0.5) });
    localStorage.setItem(
      draftBackupKey(12, 70, 2),
      JSON.stringify({
        value: { problemStatementId: 31, answers: { summary: 'Typed on the train', demo: null } },
        at: Date.now(),
      }),
    );
    const calls = phaseApi({ saved });
    renderPhasePage();
    const form = await screen.findByRole('form', { name: 'Prototype submission' });
    expect(within(form).getByText(/We brought back changes you typed on this device/)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Summary/ })).toHaveValue('Typed on the train');
    await waitFor(() => expect(saves(calls)).toHaveLength(1), { timeout: 5000 });
    expect(saves(calls)[0]?.answers?.summary).toBe('Typed on the train');
  });

  it('asks for a problem statement and the required answers before it submits anything', async () => {
    signIn();
    const calls = phaseApi();
    const user = userEvent.setup();
    renderPhasePage();
    const form = await screen.findByRole('form', { name: 'Prototype submission' });
    await user.click(within(form).getByRole('button', { name: 'Submit Prototype' }));
    expect(await within(form).findByText(Messages.mandatoryField('Summary'))).toBeInTheDocument();
    expect(within(form).getByText(SubmissionMessages.problemStatementRequired)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saves(calls).filter((s) => s.final)).toEqual([]);
  });

  it('submits after a confirmation and shows the receipt in IST and in the viewer’s zone, with version and fingerprint', async () => {
    signIn();
    const real = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...real.call(this), timeZone: 'America/New_York' };
    });
    const calls = phaseApi({ saved: buildSubmissionDetail({ version: 2 }) });
    const user = userEvent.setup();
    renderPhasePage();
    const form = await screen.findByRole('form', { name: 'Prototype submission' });
    expect(within(form).getByRole('textbox', { name: /Summary/ })).toHaveValue('A price board in Marathi');
    expect(within(form).getByRole('radio', { name: 'Crop prices for farmers' })).toBeChecked();

    await user.click(within(form).getByRole('button', { name: 'Submit Prototype' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit Prototype?' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(SubmissionMessages.submitted)).toBeInTheDocument();
    expect(saves(calls).at(-1)).toMatchObject({
      final: true,
      problemStatementId: 31,
      answers: { summary: 'A price board in Marathi' },
    });
    const receipt = await screen.findByRole('region', { name: 'Receipt: Prototype submitted' });
    expect(receipt).toHaveTextContent('14 Mar 2026, 11:59:58 pm IST');
    expect(receipt).toHaveTextContent('14 Mar 2026, 2:29 PM GMT-4 (America/New_York)');
    expect(receipt).toHaveTextContent('Version3');
    expect(receipt).toHaveTextContent('c0ffee'.padEnd(64, '0'));
    expect(
      within(form).getByText(/Submitted \(version 3\)\. You can change your answers and submit again until/),
    ).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Submit changes' })).toBeDisabled();

    // After a submission, changes wait for the next Submit: no draft can replace it.
    await user.type(within(form).getByRole('textbox', { name: /Summary/ }), ' and Hindi');
    expect(within(form).getByText(/You have changes that are not submitted/)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Submit changes' })).toBeEnabled();
    await user.click(within(form).getByRole('button', { name: 'Discard changes' }));
    expect(within(form).getByRole('textbox', { name: /Summary/ })).toHaveValue('A price board in Marathi');
    expect(saves(calls).filter((s) => !s.final)).toEqual([]);
  });

  it('shows every version with who saved it, when, and what changed', async () => {
    signIn();
    phaseApi({
      saved: buildSubmissionDetail({ version: 2 }, [
        buildVersion({ version: 2, createdBy: { uid: 9, name: 'Meera Iyer' }, changedFields: ['demo'] }),
        buildVersion({ version: 1 }),
      ]),
    });
    renderPhasePage();
    const history = await screen.findByRole('list', { name: 'Versions, newest first' });
    const [newest, first] = within(history).getAllByRole('listitem');
    expect(newest).toHaveTextContent('Version 2 · Draft');
    expect(newest).toHaveTextContent('Meera Iyer');
    expect(newest).toHaveTextContent('Changed Demo link');
    expect(first).toHaveTextContent('Aarav Shah');
    expect(first).toHaveTextContent('Changed Problem statement, Summary');
  });

  it('is read-only after the phase ends, saying why', async () => {
    signIn();
    const ended = { ...live, phaseStartDt: inDays(-5), phaseEndDt: inDays(-1), phaseStatus: 'ended' as const };
    phaseApi({ phase: ended, saved: buildSubmissionDetail() });
    renderPhasePage(ended);
    const form = await screen.findByRole('form', { name: 'Prototype submission' });
    expect(
      screen.getByText(/The Prototype phase ended on .+\. Submissions and edits are closed\./),
    ).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Summary/ })).toBeDisabled();
    expect(within(form).queryByRole('button', { name: /Submit/ })).not.toBeInTheDocument();
  });

  it('says when an upcoming phase opens and takes nothing before then', async () => {
    signIn();
    const upcoming = { ...live, phaseStartDt: inDays(2), phaseEndDt: inDays(4), phaseStatus: 'upcoming' as const };
    phaseApi({ phase: upcoming });
    renderPhasePage(upcoming);
    expect(await screen.findByText(/The Prototype phase opens on .+; submissions open then\./)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Prototype submission' });
    expect(within(form).getByRole('textbox', { name: /Summary/ })).toBeDisabled();
  });

  it('opens the saved submission’s files through its own link, which every member of the team may read', async () => {
    signIn();
    vi.spyOn(window, 'open').mockReturnValue(null);
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign: vi.fn() });
    const deck = 'solution-file-0b7c3f4e-2a1d-4c5b-9e8f-7a6b5c4d3e2f.pdf';
    const calls = phaseApi({
      fields: [...solutionFields, { key: 'deck', label: 'Pitch deck', type: 'File', required: false }],
      saved: buildSubmissionDetail({ answers: { summary: 'A price board', demo: null, deck } }),
    });
    const user = userEvent.setup();
    renderPhasePage();
    const files = await screen.findByRole('region', { name: 'Files' });
    await user.click(within(files).getByRole('button', { name: 'Open Pitch deck' }));
    await waitFor(() =>
      expect(calls.callsTo('GET /api/drills/12/submissions/501/files')[0]?.query).toEqual({ key: deck }),
    );
  });

  it('switches to Submit changes when a teammate submitted the phase meanwhile, keeping what was typed', async () => {
    signIn();
    phaseApi({
      saved: buildSubmissionDetail(),
      onSave: (body) => (body.final ? undefined : failWith(409, 'WUE-4090', SubmissionMessages.alreadySubmittedDraft)),
    });
    const user = userEvent.setup();
    renderPhasePage();
    const form = await screen.findByRole('form', { name: 'Prototype submission' });
    const summary = within(form).getByRole('textbox', { name: /Summary/ });
    await user.type(summary, ' too');
    expect(
      await within(form).findByText(/You have changes that are not submitted/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(summary).toHaveValue('A price board in Marathi too');
    expect(within(form).getByRole('button', { name: 'Submit changes' })).toBeEnabled();
  });

  it('becomes read-only when the server says the phase has closed', async () => {
    signIn();
    const closed = SubmissionMessages.phaseEnded('Prototype', '14 Mar 2026, 11:59:58 pm IST');
    phaseApi({ onSave: () => failWith(409, 'WUE-4090', closed) });
    const user = userEvent.setup();
    renderPhasePage();
    const form = await screen.findByRole('form', { name: 'Prototype submission' });
    const summary = within(form).getByRole('textbox', { name: /Summary/ });
    await user.type(summary, 'Late idea');
    await waitFor(() => expect(summary).toBeDisabled(), { timeout: 5000 });
    expect(screen.getByText(/Submissions and edits are closed/)).toHaveTextContent(closed);
    expect(summary).toHaveValue('Late idea');
  });
});
