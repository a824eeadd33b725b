import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsoleDrillMessages } from '@elevate/contracts/console/console-drill.messages';
import type { ConsoleDrill } from '@elevate/contracts/console/console-drill.schema';
import { toast } from '@/lib/toast';
import { callsTo, mockApi, renderAt } from '@/testing/render';
import { DrillForm } from './drill-form';
import { fromLocalInput } from './drill-form-fields';

const stored = (over: Partial<ConsoleDrill> = {}): ConsoleDrill => ({
  drillId: 12,
  partnerId: 3,
  programType: 'hackathon',
  name: 'Kaveri Green Build',
  custUrl: 'kaveri-green-build',
  logoUrl: null,
  bannerUrl: null,
  partnerName: 'Kaveri Analytics',
  location: 'Bengaluru',
  purpose: 'Climate',
  nature: 'online',
  startDt: fromLocalInput('2027-01-10T10:00'),
  registrationEndDt: fromLocalInput('2027-01-20T18:00'),
  endDt: fromLocalInput('2027-02-01T18:00'),
  teamMin: 1,
  teamMax: 4,
  totalPrizeValue: 0,
  prizes: [],
  registrationCountVisible: true,
  description: '',
  eligibility: '',
  guidelines: '',
  domain: '',
  industry: '',
  audience: 'everyone',
  schedule: [],
  socialLinks: [],
  faqs: [],
  isPublished: false,
  overviewSectionComplete: false,
  checklist: [],
  phaseCount: 0,
  registrations: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

const box = (name: RegExp) => screen.getByRole('textbox', { name });
const setDate = (label: RegExp, local: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value: local } });
  fireEvent.blur(input);
};
/** Pasting rather than typing: the form is long and each keystroke re-renders it. */
const fill = async (name: RegExp, text: string) => {
  await userEvent.click(box(name));
  await userEvent.paste(text);
};
const create = () => userEvent.click(screen.getByRole('button', { name: 'Create draft' }));

describe('hackathon form', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.dismiss());
  });

  it('submitting an empty form shows what is required and sends nothing', async () => {
    const api = mockApi({});
    renderAt(<DrillForm partnerId={3} partnerName="Kaveri Analytics" />);
    await create();
    expect(await screen.findByText('Name is mandatory field !')).toBeInTheDocument();
    expect(screen.getByText('Custom URL is mandatory field !')).toBeInTheDocument();
    expect(screen.getByText('Location is mandatory field !')).toBeInTheDocument();
    expect(screen.getByText(ConsoleDrillMessages.date('Start'))).toBeInTheDocument();
    expect(callsTo(api, 'POST /api/console/drills')).toHaveLength(0);
  });

  it('says when registration would close after the end, and when team sizes are the wrong way round', async () => {
    mockApi({});
    renderAt(<DrillForm partnerId={3} partnerName="Kaveri Analytics" />);
    setDate(/^Starts/, '2027-01-10T10:00');
    setDate(/^Registration closes/, '2027-03-01T10:00');
    setDate(/^Ends/, '2027-02-01T18:00');
    const smallest = screen.getByRole('spinbutton', { name: /^Smallest team/ });
    await userEvent.clear(smallest);
    await userEvent.type(smallest, '5');
    await create();
    expect(await screen.findByText(ConsoleDrillMessages.registrationAfterEnd)).toBeInTheDocument();
    expect(screen.getByText(ConsoleDrillMessages.teamRange)).toBeInTheDocument();
  });

  it('offers a custom URL from the name, then creates the draft with every value', async () => {
    const onSaved = vi.fn();
    const api = mockApi({
      'GET /api/console/drills/custurl': [
        200,
        { httpStatus: 200, result: { custUrl: null, available: false, suggestion: 'kaveri-green-build' } },
      ],
      'POST /api/console/drills': [201, { httpStatus: 201, message: ConsoleDrillMessages.created, result: stored() }],
    });
    renderAt(<DrillForm partnerId={3} partnerName="Kaveri Analytics" onSaved={onSaved} />);
    expect(box(/^Host name/)).toHaveValue('Kaveri Analytics');
    await fill(/^Name/, 'Kaveri Green Build');
    await userEvent.tab();
    await waitFor(() => expect(box(/^Custom URL/)).toHaveValue('kaveri-green-build'));
    expect(callsTo(api, 'GET /api/console/drills/custurl')[0]?.query).toEqual({ name: 'Kaveri Green Build' });
    await fill(/^Location/, 'Bengaluru');
    setDate(/^Starts/, '2027-01-10T10:00');
    setDate(/^Registration closes/, '2027-01-20T18:00');
    setDate(/^Ends/, '2027-02-01T18:00');
    await userEvent.click(screen.getByRole('button', { name: 'Add a prize' }));
    await fill(/^Prize 1 title/, 'Winner');
    await create();

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ drillId: 12 })));
    const [call] = callsTo(api, 'POST /api/console/drills');
    expect(call?.body).toMatchObject({
      partnerId: 3,
      name: 'Kaveri Green Build',
      custUrl: 'kaveri-green-build',
      partnerName: 'Kaveri Analytics',
      location: 'Bengaluru',
      startDt: fromLocalInput('2027-01-10T10:00'),
      registrationEndDt: fromLocalInput('2027-01-20T18:00'),
      endDt: fromLocalInput('2027-02-01T18:00'),
      teamMin: 1,
      teamMax: 4,
      prizes: [{ title: 'Winner', value: 0, description: '' }],
    });
  }, 40_000);

  it('selects a suggested custom URL that lands while the host is in its box, so what they type replaces it', async () => {
    const api = mockApi({});
    // The suggestion is held until the host has already moved into the Custom URL box.
    let release: (r: Response) => void = () => undefined;
    api.mockImplementation(() => new Promise<Response>((resolve) => (release = resolve)));
    renderAt(<DrillForm partnerId={3} partnerName="Kaveri Analytics" />);
    await fill(/^Name/, 'Kaveri Green Build');
    await userEvent.tab();
    expect(box(/^Custom URL/)).toHaveFocus();
    await waitFor(() => expect(callsTo(api, 'GET /api/console/drills/custurl')).toHaveLength(1));
    release(
      new Response(
        JSON.stringify({
          httpStatus: 200,
          result: { custUrl: null, available: false, suggestion: 'kaveri-green-build' },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
    );
    await waitFor(() => expect(box(/^Custom URL/)).toHaveValue('kaveri-green-build'));
    await userEvent.keyboard('green-2027');
    expect(box(/^Custom URL/)).toHaveValue('green-2027');
  });

  it("puts the server's custom URL clash on the field", async () => {
    mockApi({
      'PUT /api/console/drills/12': [
        409,
        {
          httpStatus: 409,
          message: ConsoleDrillMessages.custUrlTaken,
          error: {
            code: 'WUE-4090',
            message: ConsoleDrillMessages.custUrlTaken,
            fields: { custUrl: ConsoleDrillMessages.custUrlTaken },
          },
        },
      ],
    });
    renderAt(<DrillForm partnerId={3} partnerName="Kaveri Analytics" drill={stored()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(ConsoleDrillMessages.custUrlTaken)).not.toHaveLength(0);
    expect(box(/^Custom URL/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the checklist of what publishing still needs', () => {
    mockApi({});
    renderAt(
      <DrillForm partnerId={3} partnerName="Kaveri Analytics" drill={stored({ logoUrl: '/uploads/u/l.png' })} />,
    );
    const list = screen.getByRole('list', { name: 'Checklist before publishing' });
    expect(list).toHaveTextContent('Write the descriptionMissing');
    expect(list).toHaveTextContent('Upload a logoDone');
    expect(list).toHaveTextContent('Add at least one phaseMissing');
  });
});
