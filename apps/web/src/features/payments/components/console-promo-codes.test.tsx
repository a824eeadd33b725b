import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import type { PromoCode } from '@elevate/contracts/payments/payments.schema';
import { toast } from '@/lib/toast';
import { failWith, ok } from '@/testing/api-double';
import { mockPhoneScreen, mockWideScreen } from '@/testing/media';
import { buildSession, callsTo, mockApi, renderAt, signIn } from '@/testing/render';
import { ConsolePromoCodes } from './console-promo-codes';

const promo = (overrides: Partial<PromoCode> = {}): PromoCode => ({
  id: 3,
  partnerId: 4,
  drillId: 9,
  drillName: 'DataQuest',
  code: 'EARLY20',
  description: 'Early birds',
  kind: 'percent',
  value: 20,
  validFrom: '2026-03-01T00:00:00.000Z',
  validUntil: '2026-03-31T00:00:00.000Z',
  maxUses: 10,
  maxUsesPerUser: 1,
  isActive: true,
  usedCount: 3,
  heldCount: 1,
  createdAt: '2026-02-20T00:00:00.000Z',
  ...overrides,
});

const list = (rows: PromoCode[]) => ok({ data: rows, totalRecordCount: rows.length, totalRecords: rows.length });

const render = () =>
  renderAt(<ConsolePromoCodes partnerId={4} drillId={9} registrationEndDt="2099-03-31T18:30:00.000Z" />);

describe('promo codes of a hackathon', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.dismiss());
  });

  it('lists codes as a table on a wide screen: discount, validity, uses, scope and on/off', async () => {
    await signIn(buildSession({ role: 'employer' }));
    mockWideScreen();
    const api = mockApi({
      'GET /api/promocodes': list([
        promo(),
        promo({
          id: 4,
          code: 'FLAT200',
          kind: 'flat',
          value: 200,
          drillId: null,
          maxUses: null,
          heldCount: 0,
          usedCount: 0,
          isActive: false,
        }),
      ]),
    });
    render();
    const table = await screen.findByRole('table', { name: 'Promo codes' });
    const early = within(table).getByText('EARLY20').closest('tr')!;
    expect(within(early).getByText('20 %')).toBeInTheDocument();
    expect(within(early).getByText('used 3 · held 1 / 10')).toBeInTheDocument();
    expect(within(early).getByText('This hackathon')).toBeInTheDocument();
    const flat = within(table).getByText('FLAT200').closest('tr')!;
    expect(within(flat).getByText('₹200 off')).toBeInTheDocument();
    expect(within(flat).getByText('used 0 / no limit')).toBeInTheDocument();
    expect(within(flat).getByText('All your hackathons')).toBeInTheDocument();
    expect(within(flat).getByRole('switch', { name: 'FLAT200 on' })).not.toBeChecked();
    expect(callsTo(api, 'GET /api/promocodes')[0]!.query).toMatchObject({ partnerId: '4', drillId: '9' });
  });

  it('shows cards on a phone', async () => {
    await signIn(buildSession({ role: 'employer' }));
    mockPhoneScreen();
    mockApi({ 'GET /api/promocodes': list([promo()]) });
    render();
    const card = (await screen.findByText('EARLY20')).closest('li')!;
    expect(within(card).getByText(/used 3 · held 1 \/ 10 · 1 per person/)).toBeInTheDocument();
  });

  it('checks a new code before sending it: format, discount range, dates in order, uses', async () => {
    await signIn(buildSession({ role: 'employer' }));
    mockPhoneScreen();
    const api = mockApi({ 'GET /api/promocodes': list([]), 'POST /api/promocodes': ok(promo()) });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'New code' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save code' }));
    expect(await within(dialog).findByText(PaymentMessages.promoCodeRequired)).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Code/ }), 'x!');
    const discount = within(dialog).getByRole('spinbutton', { name: /^Discount/ });
    await userEvent.clear(discount);
    await userEvent.type(discount, '150');
    const perUser = within(dialog).getByRole('spinbutton', { name: /^Uses per person/ });
    await userEvent.clear(perUser);
    await userEvent.type(perUser, '11');
    const until = within(dialog).getByLabelText(/^Valid until/);
    await userEvent.clear(until);
    await userEvent.type(until, '2020-01-01T10:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save code' }));
    expect(await within(dialog).findByText(PaymentMessages.promoCodeFormat)).toBeInTheDocument();
    expect(within(dialog).getByText(PaymentMessages.promoPercentRange)).toBeInTheDocument();
    expect(within(dialog).getByText(PaymentMessages.promoPerUser)).toBeInTheDocument();
    expect(within(dialog).getByText(PaymentMessages.promoDatesOrder)).toBeInTheDocument();
    await userEvent.clear(discount);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save code' }));
    expect(await within(dialog).findByText(PaymentMessages.promoValueRequired)).toBeInTheDocument();
    expect(callsTo(api, 'POST /api/promocodes')).toHaveLength(0);
  });

  it('creates a code in capitals for all the company’s hackathons, and shows a taken code under its field', async () => {
    await signIn(buildSession({ role: 'employer' }));
    mockPhoneScreen();
    let answer: ReturnType<typeof ok> | ReturnType<typeof failWith> = failWith(
      409,
      'WUE-4090',
      PaymentMessages.promoCodeTaken,
      { code: PaymentMessages.promoCodeTaken },
    );
    const api = mockApi({ 'GET /api/promocodes': list([]), 'POST /api/promocodes': () => answer });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'New code' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Code/ }), 'iitm-20');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Discount type' }));
    await userEvent.click(screen.getByRole('option', { name: 'Flat amount' }));
    const discount = within(dialog).getByRole('spinbutton', { name: /^Discount/ });
    await userEvent.clear(discount);
    await userEvent.type(discount, '200');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /^Uses in all/ }), '50');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Valid for' }));
    await userEvent.click(screen.getByRole('option', { name: 'All your hackathons' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save code' }));
    expect(await within(dialog).findAllByText(PaymentMessages.promoCodeTaken)).not.toHaveLength(0);
    expect(callsTo(api, 'POST /api/promocodes')[0]!.body).toMatchObject({
      partnerId: 4,
      drillId: null,
      code: 'IITM-20',
      kind: 'flat',
      value: 200,
      maxUses: 50,
      maxUsesPerUser: 1,
      isActive: true,
    });

    answer = ok(promo({ code: 'IITM-20' }), PaymentMessages.promoSaved);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save code' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows why a used code cannot be deleted and offers turning it off', async () => {
    await signIn(buildSession({ role: 'employer' }));
    mockPhoneScreen();
    const api = mockApi({
      'GET /api/promocodes': list([promo()]),
      'DELETE /api/promocodes/3': failWith(409, 'WUE-4090', PaymentMessages.promoUsedCannotDelete),
      'PUT /api/promocodes/3': ok(promo({ isActive: false })),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete EARLY20' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(PaymentMessages.promoUsedCannotDelete)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn it off' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(api, 'PUT /api/promocodes/3')[0]!.body).toMatchObject({ code: 'EARLY20', isActive: false });
  });
});
