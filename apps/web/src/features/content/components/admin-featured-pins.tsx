import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import {
  FEATURED_ENTITY_TYPES,
  FEATURED_PINS_MAX,
  type FeaturedEntityType,
} from '@elevate/contracts/content/content.constants';
import type { FeaturedPin } from '@elevate/contracts/content/site-content.schema';
import { EmptyState } from '@/components/empty-state';
import { PendingButton } from '@/components/pending-button';
import type { PinRef } from '../api/admin-featured';

export const FEATURED_TYPE_LABELS: Record<FeaturedEntityType, string> = {
  job: 'Job',
  drill: 'Hackathon',
  partner: 'Company',
  casestudy: 'Story',
};

type Row = PinRef & { label: string | null; path: string | null };

const keyOf = (p: PinRef) => `${p.entityType}-${p.entityId}`;
const nameOf = (r: Row) => r.label ?? `${FEATURED_TYPE_LABELS[r.entityType]} #${r.entityId}`;

/**
 * The pinned items of the home page in order: move each up or down (the moved item keeps the focus), remove it,
 * or add one by kind and id; Save sends the whole list in its new order.
 */
export const AdminFeaturedPins = ({
  pins,
  saving,
  onSave,
}: {
  pins: FeaturedPin[];
  saving: boolean;
  onSave: (pins: PinRef[]) => Promise<unknown>;
}) => {
  const [rows, setRows] = useState<Row[]>(() =>
    [...pins]
      .sort((a, b) => a.position - b.position)
      .map(({ entityType, entityId, label, path }) => ({ entityType, entityId, label, path })),
  );
  const [dirty, setDirty] = useState(false);
  const [addType, setAddType] = useState<FeaturedEntityType>('casestudy');
  const [addId, setAddId] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  // The button to focus after a move (the moved item's, so keyboard users keep their place).
  const focus = useRef<string | null>(null);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (!focus.current) return;
    list.current?.querySelector<HTMLButtonElement>(`[data-focus="${focus.current}"]:not([disabled])`)?.focus();
    focus.current = null;
  });

  const change = (next: Row[]) => {
    setRows(next);
    setDirty(true);
  };

  const move = (i: number, by: -1 | 1) => {
    const j = i + by;
    if (j < 0 || j >= rows.length) return;
    const next = [...rows];
    [next[i], next[j]] = [next[j]!, next[i]!];
    change(next);
    const atEdge = j === 0 || j === rows.length - 1;
    focus.current = `${keyOf(rows[i]!)}-${atEdge ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down'}`;
  };

  const add = () => {
    const id = Number(addId);
    if (!addId || !Number.isInteger(id) || id <= 0) return setAddError('Enter the id of the item to pin.');
    if (rows.some((r) => r.entityType === addType && r.entityId === id))
      return setAddError('This item is pinned already.');
    if (rows.length >= FEATURED_PINS_MAX) return setAddError(`At most ${FEATURED_PINS_MAX} pinned items`);
    setAddError(null);
    setAddId('');
    change([...rows, { entityType: addType, entityId: id, label: null, path: null }]);
  };

  const save = async () => {
    await onSave(rows.map(({ entityType, entityId }) => ({ entityType, entityId })));
    setDirty(false);
  };

  return (
    <Stack spacing={3}>
      {rows.length === 0 ? (
        <EmptyState title="Nothing pinned">Pinned items come first on the home page; add one below.</EmptyState>
      ) : (
        <Box
          component="ol"
          ref={list}
          aria-label="Pinned items"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
        >
          {rows.map((r, i) => (
            <Paper
              component="li"
              key={keyOf(r)}
              variant="outlined"
              sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1.5 }}
            >
              <Typography sx={{ width: 24, textAlign: 'right', color: 'text.secondary' }} aria-hidden>
                {i + 1}.
              </Typography>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                  {r.path ? (
                    <Link href={r.path} target="_blank" rel="noopener">
                      {nameOf(r)}
                    </Link>
                  ) : (
                    nameOf(r)
                  )}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {FEATURED_TYPE_LABELS[r.entityType]} · id {r.entityId}
                  {r.label === null ? ' · new' : ''}
                </Typography>
              </Box>
              <Stack direction="row" spacing={0.25}>
                <Tooltip title="Move up">
                  <span>
                    <IconButton
                      size="small"
                      data-focus={`${keyOf(r)}-up`}
                      aria-label={`Move ${nameOf(r)} up`}
                      disabled={i === 0}
                      onClick={() => move(i, -1)}
                    >
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title="Move down">
                  <span>
                    <IconButton
                      size="small"
                      data-focus={`${keyOf(r)}-down`}
                      aria-label={`Move ${nameOf(r)} down`}
                      disabled={i === rows.length - 1}
                      onClick={() => move(i, 1)}
                    >
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title="Remove">
                  <IconButton
                    size="small"
                    aria-label={`Remove ${nameOf(r)}`}
                    onClick={() => change(rows.filter((_, j) => j !== i))}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Stack>
            </Paper>
          ))}
        </Box>
      )}
      <Box
        component="form"
        aria-label="Pin an item"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
      >
        <Typography variant="subtitle1" component="h3" sx={{ mb: 1.5, fontWeight: 600 }}>
          Pin an item
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            select
            size="small"
            label="Kind"
            value={addType}
            onChange={(e) => setAddType(e.target.value as FeaturedEntityType)}
            sx={{ minWidth: 160 }}
          >
            {FEATURED_ENTITY_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {FEATURED_TYPE_LABELS[t]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label="Id"
            value={addId}
            onChange={(e) => setAddId(e.target.value.replace(/\D/g, ''))}
            error={Boolean(addError)}
            helperText={addError ?? 'The number in the console or the item’s address'}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <Button type="submit" variant="outlined">
            Add
          </Button>
        </Stack>
      </Box>
      {dirty ? <Alert severity="info">The order has changed. Save to show it on the site.</Alert> : null}
      <Box>
        <PendingButton
          variant="contained"
          pending={saving}
          disabled={!dirty}
          onClick={() => void save().catch(() => undefined)}
        >
          Save pins
        </PendingButton>
      </Box>
    </Stack>
  );
};
