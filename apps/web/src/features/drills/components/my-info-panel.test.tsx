import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { Messages } from '@elevate/contracts/common/messages';
import type { FormFieldDefinition } from '@elevate/contracts/drills/form-fields.schema';
import { ParticipationMessages } from '@elevate/contracts/drills/team.messages';
import { clearSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { renderAt, signIn } from '@/testing/render';
import { buildDrill, failWith, mockDrillsApi, ok, registered } from '../testing/participation-builders';
import { MyInfoPanel } from './my-info-panel';

const fields: FormFieldDefinition[] = [
  { key: 'college', label: 'College', type: 'Text', required: true },
  { key: 'skills', label: 'Skills', type: 'MUISelect', required: false, options: ['React', 'Python'] },
  { key: 'idCard', label: 'Student id card', type: 'File', required: false },
];
const answers = { college: 'COEP Pune', skills: ['React'], idCard: null };
const STATE = 'GET /api/drills/12/participants';
const FIELDS = 'GET /api/drill/12/participant/fields';
const SAVE = 'PUT /api/drills/12/participate/70';

const renderPanel = () =>
  renderAt(<MyInfoPanel drill={buildDrill()} participantId={70} />, '/drills/participant-dashboard/12/70/my-info');

describe('MyInfoPanel', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => {
      clearSession();
      toast.dismiss();
    });
  });

  it('while registration is open, shows the answers in their fields and saves a change', async () => {
    signIn();
    const api = mockDrillsApi({
      [STATE]: ok(registered({ answers })),
      [FIELDS]: ok(fields),
      [SAVE]: ({ body }) =>
        ok(registered({ answers: (body as { answers: typeof answers }).answers }), ParticipationMessages.saved),
    });
    renderPanel();
    expect(screen.getByRole('status', { name: 'Loading your registration' })).toBeInTheDocument();
    const college = await screen.findByRole('textbox', { name: /College/ });
    expect(college).toHaveValue('COEP Pune');
    expect(screen.getByRole('combobox', { name: /Skills/ })).toHaveTextContent('React');
    expect(screen.getByText(/You can change your answers until registration closes on/)).toBeInTheDocument();

    await userEvent.clear(college);
    await userEvent.tab();
    expect(await screen.findByText(Messages.mandatoryField('College'))).toBeInTheDocument();
    await userEvent.type(college, 'IIT Bombay');
    await userEvent.click(screen.getByRole('button', { name: 'Save answers' }));
    expect(await screen.findByText(ParticipationMessages.saved)).toBeInTheDocument();
    expect(api.callsTo(SAVE)[0]!.body).toEqual({ answers: { college: 'IIT Bombay', skills: ['React'], idCard: null } });
    expect(screen.getByRole('button', { name: 'Undo changes' })).toBeDisabled();
  });

  it('a save refused because registration just closed turns the panel read-only', async () => {
    signIn();
    let closed = false;
    mockDrillsApi({
      [STATE]: () => ok(registered({ answers, answersEditable: !closed })),
      [FIELDS]: ok(fields),
      [SAVE]: () => {
        closed = true;
        return failWith(403, ErrorCode.FORBIDDEN, ParticipationMessages.answersLocked);
      },
    });
    renderPanel();
    await userEvent.type(await screen.findByRole('textbox', { name: /College/ }), ' (Shivajinagar)');
    await userEvent.click(screen.getByRole('button', { name: 'Save answers' }));
    expect(await screen.findByRole('note')).toHaveTextContent(ParticipationMessages.answersLocked);
    expect(screen.queryByRole('textbox', { name: /College/ })).not.toBeInTheDocument();
  });

  it('after registration closes, the answers are shown to read with the reason', async () => {
    signIn();
    mockDrillsApi({
      [STATE]: ok(registered({ answers, answersEditable: false })),
      [FIELDS]: ok(fields),
    });
    renderPanel();
    expect(await screen.findByText(ParticipationMessages.answersLocked)).toBeInTheDocument();
    const answersShown = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(answersShown).toEqual(['COEP Pune', 'React', 'Not answered']);
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['College', 'Skills', 'Student id card']);
    expect(screen.queryByRole('button', { name: 'Save answers' })).not.toBeInTheDocument();
  });

  it('a hackathon without questions says there is nothing to fill in', async () => {
    signIn();
    mockDrillsApi({ [STATE]: ok(registered()), [FIELDS]: ok([]) });
    renderPanel();
    expect(await screen.findByText('Nothing to fill in')).toBeInTheDocument();
  });

  it('a failed load says why and tries again', async () => {
    signIn();
    let calls = 0;
    mockDrillsApi({
      [STATE]: ok(registered({ answers })),
      [FIELDS]: () => (++calls === 1 ? failWith(404, 'WUE-4040', 'This hackathon does not exist') : ok(fields)),
    });
    renderPanel();
    expect(await screen.findByText(/This hackathon does not exist/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: /College/ })).toHaveValue('COEP Pune');
  });
});
