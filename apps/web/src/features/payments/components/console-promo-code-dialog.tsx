import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { PromoKind } from '@elevate/contracts/payments/payments.constants';
import { PROMO_CODE_MAX, PROMO_DESCRIPTION_MAX } from '@elevate/contracts/payments/payments.constants';
import { PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import { PromoCodeInputSchema, type PromoCode, type PromoCodeInput } from '@elevate/contracts/payments/payments.schema';
import { isoOfLocalInput, localInputOf } from '@/components/date-time-input';
import { FormDialog, useCheckedSave, type FieldErrorsOf } from '@/components/form-dialog';

export interface PromoDraft {
  code: string;
  description: string;
  kind: PromoKind;
  value: string;
  from: string;
  until: string;
  maxUses: string;
  perUser: string;
  scope: 'drill' | 'all';
  isActive: boolean;
}

/** A new code: 10 % off from now until registration closes (or for 30 days), once per person, no overall limit. */
export const newPromoDraft = (until: string | null, now = new Date()): PromoDraft => {
  const start = new Date(now);
  start.setSeconds(0, 0);
  const end =
    until && Date.parse(until) > now.getTime() ? until : new Date(now.getTime() + 30 * 86_400_000).toISOString();
  return {
    code: '',
    description: '',
    kind: 'percent',
    value: '10',
    from: localInputOf(start.toISOString()),
    until: localInputOf(end),
    maxUses: '',
    perUser: '1',
    scope: 'drill',
    isActive: true,
  };
};

export const promoDraftOf = (p: PromoCode): PromoDraft => ({
  code: p.code,
  description: p.description,
  kind: p.kind,
  value: String(p.value),
  from: localInputOf(p.validFrom),
  until: localInputOf(p.validUntil),
  maxUses: p.maxUses === null ? '' : String(p.maxUses),
  perUser: String(p.maxUsesPerUser),
  scope: p.drillId === null ? 'all' : 'drill',
  isActive: p.isActive,
});

/** The stored code as the body PUT takes (the on/off switch of the list saves the whole code). */
export const promoInputOf = (p: PromoCode): PromoCodeInput => ({
  partnerId: p.partnerId,
  drillId: p.drillId,
  code: p.code,
  description: p.description,
  kind: p.kind,
  value: p.value,
  validFrom: p.validFrom,
  validUntil: p.validUntil,
  maxUses: p.maxUses,
  maxUsesPerUser: p.maxUsesPerUser,
  isActive: p.isActive,
});

const numberOf = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

type Field = keyof PromoCodeInput;
type Errors = FieldErrorsOf<PromoCodeInput>;

/** The words of a field whose box holds no number or no date (zod's own say 'expected number, received NaN'). */
const FIELD_MESSAGES: Partial<Record<Field, string>> = {
  value: PaymentMessages.promoValueRequired,
  maxUses: PaymentMessages.promoMaxUses,
  maxUsesPerUser: PaymentMessages.promoPerUser,
  validFrom: 'Choose when the code starts.',
  validUntil: 'Choose when the code ends.',
};

/** Each field's first problem under the schema, in the field's own words where zod has only generic ones. */
export const promoErrorsOf = (body: PromoCodeInput): Errors => {
  const parsed = PromoCodeInputSchema.safeParse(body);
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    const generic =
      issue.code === 'invalid_type' || issue.code === 'invalid_format' || issue.message.startsWith('Invalid');
    errors[field] ??= generic ? (FIELD_MESSAGES[field] ?? issue.message) : issue.message;
  }
  return errors;
};

/**
 * Creates or edits a promo code: the code (capitals, digits and dashes), a percentage or a flat amount in rupees,
 * when it is valid, how many uses in all and per person, this hackathon or every hackathon of the company, and on
 * or off. Checked with the API's schema first; the API's refusals (a code already taken) show in place.
 */
export const ConsolePromoCodeDialog = ({
  title,
  initial,
  partnerId,
  drillId,
  saving,
  onClose,
  onSave,
}: {
  title: string;
  initial: PromoDraft;
  partnerId: number;
  drillId: number;
  saving: boolean;
  onClose: () => void;
  onSave: (input: PromoCodeInput) => Promise<unknown>;
}) => {
  const [draft, setDraft] = useState(initial);
  const { errors, problem, save } = useCheckedSave(promoErrorsOf, onSave);
  const set = (patch: Partial<PromoDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = () => {
    const maxUses = numberOf(draft.maxUses);
    void save({
      partnerId,
      drillId: draft.scope === 'drill' ? drillId : null,
      code: draft.code,
      description: draft.description,
      kind: draft.kind,
      value: numberOf(draft.value),
      validFrom: isoOfLocalInput(draft.from),
      validUntil: isoOfLocalInput(draft.until),
      maxUses: draft.maxUses.trim() === '' ? null : maxUses,
      maxUsesPerUser: numberOf(draft.perUser),
      isActive: draft.isActive,
    });
  };

  const err = (f: Field) => ({ error: Boolean(errors[f]), helperText: errors[f] });

  return (
    <FormDialog
      title={title}
      saveLabel="Save code"
      saving={saving}
      problem={problem}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label="Code"
        required
        value={draft.code}
        onChange={(e) => set({ code: e.target.value.toUpperCase().replace(/\s+/g, '') })}
        {...err('code')}
        helperText={errors.code ?? 'What participants type, for example EARLYBIRD or IITM-20'}
        slotProps={{ htmlInput: { maxLength: PROMO_CODE_MAX, autoCapitalize: 'characters', spellCheck: false } }}
      />
      <TextField
        label="Description (optional)"
        value={draft.description}
        onChange={(e) => set({ description: e.target.value })}
        {...err('description')}
        helperText={errors.description ?? 'Shown to participants when the code is applied'}
        slotProps={{ htmlInput: { maxLength: PROMO_DESCRIPTION_MAX } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label="Discount type"
          fullWidth
          value={draft.kind}
          onChange={(e) => set({ kind: e.target.value as PromoKind })}
        >
          <MenuItem value="percent">Percentage</MenuItem>
          <MenuItem value="flat">Flat amount</MenuItem>
        </TextField>
        <TextField
          label="Discount"
          required
          fullWidth
          type="number"
          value={draft.value}
          onChange={(e) => set({ value: e.target.value })}
          {...err('value')}
          slotProps={{
            input:
              draft.kind === 'percent'
                ? { endAdornment: <InputAdornment position="end">%</InputAdornment> }
                : { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
            htmlInput: { min: 1, step: 1, inputMode: 'numeric' },
          }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Valid from"
          type="datetime-local"
          required
          fullWidth
          value={draft.from}
          onChange={(e) => set({ from: e.target.value })}
          {...err('validFrom')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="Valid until"
          type="datetime-local"
          required
          fullWidth
          value={draft.until}
          onChange={(e) => set({ until: e.target.value })}
          {...err('validUntil')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Uses in all"
          fullWidth
          type="number"
          value={draft.maxUses}
          onChange={(e) => set({ maxUses: e.target.value })}
          {...err('maxUses')}
          helperText={errors.maxUses ?? 'Leave empty for no limit'}
          slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
        />
        <TextField
          label="Uses per person"
          required
          fullWidth
          type="number"
          value={draft.perUser}
          onChange={(e) => set({ perUser: e.target.value })}
          {...err('maxUsesPerUser')}
          slotProps={{ htmlInput: { min: 1, max: 10, step: 1, inputMode: 'numeric' } }}
        />
      </Stack>
      <TextField
        select
        label="Valid for"
        value={draft.scope}
        onChange={(e) => set({ scope: e.target.value as PromoDraft['scope'] })}
        {...err('drillId')}
        helperText={errors.drillId ?? errors.partnerId}
      >
        <MenuItem value="drill">This hackathon</MenuItem>
        <MenuItem value="all">All your hackathons</MenuItem>
      </TextField>
      <FormControlLabel
        control={<Switch checked={draft.isActive} onChange={(e) => set({ isActive: e.target.checked })} />}
        label={draft.isActive ? 'On: participants can use it' : 'Off: nobody can use it'}
      />
    </FormDialog>
  );
};
