import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { PAYMENTS_PAGE_SIZE } from '@elevate/contracts/payments/payments.constants';
import { PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import type { PromoCode, PromoCodeInput } from '@elevate/contracts/payments/payments.schema';
import { EmptyState } from '@/components/empty-state';
import { PageNumbers } from '@/components/page-numbers';
import { PendingButton } from '@/components/pending-button';
import { QueryStates } from '@/components/query-states';
import { useWideList } from '@/components/table-or-cards';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteConsolePromoCode } from '../api/console-delete-promo-code';
import { useConsolePromoCodes } from '../api/console-get-promo-codes';
import { useSaveConsolePromoCode } from '../api/console-save-promo-code';
import {
  ConsolePromoCodeDialog,
  newPromoDraft,
  promoDraftOf,
  promoInputOf,
  type PromoDraft,
} from './console-promo-code-dialog';
import {
  promoDiscountLabel,
  promoScopeLabel,
  promoTimingLabel,
  promoUsesLabel,
  promoValidityLabel,
} from './console-payment-format';

interface RowActions {
  onEdit: (p: PromoCode) => void;
  onDelete: (p: PromoCode) => void;
  onToggle: (p: PromoCode) => void;
  toggling: number | null;
}

const ActiveSwitch = ({ p, onToggle, toggling }: { p: PromoCode } & Pick<RowActions, 'onToggle' | 'toggling'>) => (
  <Switch
    checked={p.isActive}
    disabled={toggling === p.id}
    onChange={() => onToggle(p)}
    slotProps={{ input: { 'aria-label': `${p.code} on` } }}
  />
);

const EditDelete = ({ p, onEdit, onDelete }: { p: PromoCode } & Pick<RowActions, 'onEdit' | 'onDelete'>) => (
  <Stack direction="row" spacing={0.25}>
    <Tooltip title="Edit">
      <IconButton size="small" aria-label={`Edit ${p.code}`} onClick={() => onEdit(p)}>
        <EditOutlinedIcon />
      </IconButton>
    </Tooltip>
    <Tooltip title="Delete">
      <IconButton size="small" aria-label={`Delete ${p.code}`} onClick={() => onDelete(p)}>
        <DeleteOutlineIcon />
      </IconButton>
    </Tooltip>
  </Stack>
);

const Timing = ({ p }: { p: PromoCode }) => {
  const timing = promoTimingLabel(p);
  return timing ? (
    <Typography variant="caption" color="text.secondary" component="div">
      {timing}
    </Typography>
  ) : null;
};

const CodeCell = ({ p }: { p: PromoCode }) => (
  <>
    <Typography sx={{ fontWeight: 700, fontFamily: 'monospace', fontSize: '0.95rem', whiteSpace: 'nowrap' }}>
      {p.code}
    </Typography>
    {p.description ? (
      <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'break-word' }}>
        {p.description}
      </Typography>
    ) : null}
  </>
);

const PromoTable = ({ rows, ...actions }: { rows: PromoCode[] } & RowActions) => (
  <TableContainer component={Paper} variant="outlined">
    <Table size="small" aria-label="Promo codes" sx={{ '& td': { verticalAlign: 'top' } }}>
      <TableHead>
        <TableRow>
          <TableCell>Code</TableCell>
          <TableCell>Discount</TableCell>
          <TableCell>Valid</TableCell>
          <TableCell>Uses</TableCell>
          <TableCell>For</TableCell>
          <TableCell>On</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((p) => (
          <TableRow key={p.id}>
            <TableCell sx={{ minWidth: 150, maxWidth: 240 }}>
              <CodeCell p={p} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{promoDiscountLabel(p)}</TableCell>
            <TableCell sx={{ minWidth: 110 }}>
              <Typography variant="body2">{promoValidityLabel(p)}</Typography>
              <Timing p={p} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Typography variant="body2">{promoUsesLabel(p)}</Typography>
              <Typography variant="caption" color="text.secondary" component="div">
                {p.maxUsesPerUser} per person
              </Typography>
            </TableCell>
            <TableCell>{promoScopeLabel(p)}</TableCell>
            <TableCell sx={{ py: 0.25, whiteSpace: 'nowrap', width: '1%' }}>
              <Stack direction="row" sx={{ alignItems: 'center' }}>
                <ActiveSwitch p={p} onToggle={actions.onToggle} toggling={actions.toggling} />
                <EditDelete p={p} onEdit={actions.onEdit} onDelete={actions.onDelete} />
              </Stack>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);

const PromoCard = ({ p, ...actions }: { p: PromoCode } & RowActions) => (
  <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
    <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
      <Box sx={{ minWidth: 0 }}>
        <CodeCell p={p} />
      </Box>
      <ActiveSwitch p={p} onToggle={actions.onToggle} toggling={actions.toggling} />
    </Stack>
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
      <Chip size="small" color="primary" variant="outlined" label={promoDiscountLabel(p)} />
      <Chip size="small" variant="outlined" label={promoScopeLabel(p)} />
      {!p.isActive ? <Chip size="small" label="Off" /> : null}
      {promoTimingLabel(p) ? <Chip size="small" label={promoTimingLabel(p)} /> : null}
    </Stack>
    <Typography variant="body2" sx={{ mt: 1 }}>
      {promoValidityLabel(p)}
    </Typography>
    <Typography variant="body2" color="text.secondary">
      {promoUsesLabel(p)} · {p.maxUsesPerUser} per person
    </Typography>
    <Box sx={{ mt: 0.5, ml: -1 }}>
      <EditDelete p={p} onEdit={actions.onEdit} onDelete={actions.onDelete} />
    </Box>
  </Paper>
);

/** Delete, and when the server refuses because the code was used, its reason and turning it off instead. */
const DeletePromoDialog = ({
  promo,
  onClose,
  onTurnOff,
}: {
  promo: PromoCode;
  onClose: () => void;
  onTurnOff: (p: PromoCode) => Promise<void>;
}) => {
  const remove = useDeleteConsolePromoCode();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const run = async () => {
    try {
      const r = await remove.mutateAsync(promo.id);
      toast.success(r.message ?? PaymentMessages.promoDeleted);
      onClose();
    } catch (err) {
      setRefusal(errorMessage(err));
    }
  };
  const busy = remove.isPending || turningOff;
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>Delete {promo.code}?</DialogTitle>
      <DialogContent>
        {refusal ? (
          <Alert severity="warning" role="alert">
            {refusal}
          </Alert>
        ) : (
          <DialogContentText>Participants will no longer be able to use it. This cannot be undone.</DialogContentText>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} autoFocus>
          {refusal ? 'Close' : 'Cancel'}
        </Button>
        {refusal ? (
          promo.isActive ? (
            <PendingButton
              variant="contained"
              pending={turningOff}
              onClick={() => {
                setTurningOff(true);
                void onTurnOff(promo).finally(() => setTurningOff(false));
              }}
            >
              Turn it off
            </PendingButton>
          ) : null
        ) : (
          <PendingButton variant="contained" color="error" pending={remove.isPending} onClick={() => void run()}>
            Delete
          </PendingButton>
        )}
      </DialogActions>
    </Dialog>
  );
};

/**
 * The hackathon's promo codes (and the company's codes for all its hackathons): a table from 768 px, cards on
 * phones; create and edit in a dialog, turn on and off in place, delete while unused.
 */
export const ConsolePromoCodes = ({
  partnerId,
  drillId,
  registrationEndDt,
}: {
  partnerId: number;
  drillId: number;
  /** New codes end when registration closes, by default. */
  registrationEndDt: string | null;
}) => {
  const wide = useWideList();
  const [page, setPage] = useState(1);
  const query = useConsolePromoCodes({
    partnerId,
    drillId,
    limit: PAYMENTS_PAGE_SIZE,
    offset: (page - 1) * PAYMENTS_PAGE_SIZE,
  });
  const save = useSaveConsolePromoCode();
  const [editing, setEditing] = useState<{ id?: number; draft: PromoDraft } | null>(null);
  const [deleting, setDeleting] = useState<PromoCode | null>(null);
  const [toggling, setToggling] = useState<number | null>(null);

  const saveCode = async (input: PromoCodeInput) => {
    const r = await save.mutateAsync({ id: editing?.id, input });
    toast.success(r.message ?? PaymentMessages.promoSaved);
    setEditing(null);
  };

  const setActive = async (p: PromoCode, isActive: boolean) => {
    setToggling(p.id);
    try {
      await save.mutateAsync({ id: p.id, input: { ...promoInputOf(p), isActive } });
      toast.success(isActive ? `${p.code} is on.` : `${p.code} is off.`);
      return true;
    } catch (err) {
      toast.error(errorMessage(err));
      return false;
    } finally {
      setToggling(null);
    }
  };

  const actions: RowActions = {
    onEdit: (p) => setEditing({ id: p.id, draft: promoDraftOf(p) }),
    onDelete: setDeleting,
    onToggle: (p) => void setActive(p, !p.isActive),
    toggling,
  };
  const total = query.data?.totalRecordCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAYMENTS_PAGE_SIZE));

  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ mb: 2, alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between', gap: 1.5 }}
      >
        <Typography variant="body2" color="text.secondary">
          Participants type a code when they register; the discount comes off the fee before GST is worked out.
        </Typography>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => setEditing({ draft: newPromoDraft(registrationEndDt) })}
          sx={{ flexShrink: 0 }}
        >
          New code
        </Button>
      </Stack>

      <QueryStates query={query} loadingLabel="Loading promo codes" skeletons={2} skeletonHeight={72}>
        {(data) =>
          data.data.length === 0 ? (
            <EmptyState title="No promo codes yet">
              Create a code for early birds, a college or a partner community: a percentage or a flat amount off.
            </EmptyState>
          ) : wide ? (
            <PromoTable rows={data.data} {...actions} />
          ) : (
            <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Promo codes">
              {data.data.map((p) => (
                <PromoCard key={p.id} p={p} {...actions} />
              ))}
            </Stack>
          )
        }
      </QueryStates>
      <PageNumbers page={page} pages={pages} onPage={setPage} />

      {editing ? (
        <ConsolePromoCodeDialog
          title={editing.id === undefined ? 'New promo code' : `Edit ${editing.draft.code}`}
          initial={editing.draft}
          partnerId={partnerId}
          drillId={drillId}
          saving={save.isPending}
          onClose={() => setEditing(null)}
          onSave={saveCode}
        />
      ) : null}
      {deleting ? (
        <DeletePromoDialog
          promo={deleting}
          onClose={() => setDeleting(null)}
          onTurnOff={async (p) => {
            if (await setActive(p, false)) setDeleting(null);
          }}
        />
      ) : null}
    </Box>
  );
};
