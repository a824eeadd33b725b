import { useCallback, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import { relativeTime } from '@elevate/contracts/common/format';
import { ApiError, errorMessage } from '@/lib/api-client';

/** How long typing must pause before a draft is saved. */
export const AUTOSAVE_DELAY_MS = 1500;
/** Waits before saving again after a failure (then the last one, until it works). */
export const AUTOSAVE_RETRY_MS = [3_000, 10_000, 30_000, 60_000] as const;

export type AutosaveState =
  | { kind: 'idle'; savedAt: string | null }
  | { kind: 'pending'; savedAt: string | null }
  | { kind: 'saving'; savedAt: string | null }
  | { kind: 'failed'; savedAt: string | null; message: string; retryAt: number | null };

/** A failure that may pass on its own (the network, the server, too many saves): tried again by itself. */
export const isPassingFailure = (err: unknown) =>
  !(err instanceof ApiError) || err.status >= 500 || err.status === 408 || err.status === 429;

interface Backup<T> {
  value: T;
  /** When it was typed (device clock): newer than the server's copy means it never reached the server. */
  at: number;
}

const readBackup = <T,>(key: string): Backup<T> | null => {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Backup<T>) : null;
  } catch {
    return null;
  }
};

const writeBackup = <T,>(key: string, value: T) => {
  try {
    window.localStorage.setItem(key, JSON.stringify({ value, at: Date.now() } satisfies Backup<T>));
  } catch {
    // A full or blocked storage: the form still holds what was typed, and saving goes on.
  }
};

export const clearBackup = (key: string) => {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
};

/**
 * What was typed on this device but never reached the server (a failed save, a closed tab), when it is newer
 * than the server's copy (`serverUpdatedAt`) and differs from it; read once, when the form opens.
 */
export const unsavedBackupOf = <T,>(key: string, serverValue: T, serverUpdatedAt: string | null): T | null => {
  const backup = readBackup<T>(key);
  if (!backup) return null;
  const same = JSON.stringify(backup.value) === JSON.stringify(serverValue);
  const older = serverUpdatedAt !== null && backup.at <= Date.parse(serverUpdatedAt);
  if (same || older) {
    clearBackup(key);
    return null;
  }
  return backup.value;
};

/**
 * Saves a form as it is typed: `AUTOSAVE_DELAY_MS` after the last change, one save at a time, the newest
 * value always last. What was typed is never lost: every change is kept on this device (`backupKey`) until
 * the server has it, a failure that may pass is tried again by itself (3 s, 10 s, 30 s, then every minute)
 * and at once with `retryNow`, and a refusal (`onRefused`: a closed phase, a wrong answer) stops saving
 * until the next change, keeping the text. Leaving the page with changes not saved asks first.
 */
export const useAutosave = <T,>({
  value,
  savedValue,
  savedAt: initialSavedAt,
  enabled,
  save,
  check,
  onRefused,
  backupKey,
}: {
  value: T;
  /** What the server holds now: nothing is saved while the form equals it. */
  savedValue: T;
  savedAt: string | null;
  /** Off (read-only, or a submitted phase that only takes a final submit): changes wait, kept on the device. */
  enabled: boolean;
  /** Saves and answers when the server stored it. */
  save: (value: T) => Promise<{ savedAt: string }>;
  /** A problem that stops the save before it is sent (a wrongly typed answer), or null. */
  check?: (value: T) => string | null;
  /** A save the server refused (4xx): the message shown is what this answers, or the error's own. */
  onRefused?: (err: unknown) => string | void;
  backupKey: string;
}) => {
  const [state, setState] = useState<AutosaveState>({ kind: 'idle', savedAt: initialSavedAt });
  const serialized = JSON.stringify(value);
  const latest = useRef({ value, serialized });
  const saved = useRef(JSON.stringify(savedValue));
  const inFlight = useRef(false);
  const timer = useRef<number | null>(null);
  const attempts = useRef(0);
  const mounted = useRef(true);
  const live = useRef({ enabled, save, check, onRefused });

  useEffect(() => {
    live.current = { enabled, save, check, onRefused };
  });

  const clearTimer = () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  };

  const flush = useCallback(async (): Promise<void> => {
    clearTimer();
    const { enabled: on, save: send, check: checkValue, onRefused: refused } = live.current;
    const { value: current, serialized: text } = latest.current;
    if (!on || inFlight.current || text === saved.current) return;
    const problem = checkValue?.(current) ?? null;
    if (problem) {
      setState((s) => ({ kind: 'failed', savedAt: s.savedAt, message: problem, retryAt: null }));
      return;
    }
    inFlight.current = true;
    setState((s) => ({ kind: 'saving', savedAt: s.savedAt }));
    try {
      const { savedAt } = await send(current);
      saved.current = text;
      attempts.current = 0;
      if (!mounted.current) return;
      if (latest.current.serialized === text) {
        clearBackup(backupKey);
        setState({ kind: 'idle', savedAt });
      } else {
        // Typed while the save was on its way: save the newer text next.
        setState({ kind: 'pending', savedAt });
        timer.current = window.setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
      }
    } catch (err) {
      if (!mounted.current) return;
      if (isPassingFailure(err)) {
        const wait = AUTOSAVE_RETRY_MS[Math.min(attempts.current, AUTOSAVE_RETRY_MS.length - 1)]!;
        attempts.current += 1;
        setState((s) => ({
          kind: 'failed',
          savedAt: s.savedAt,
          message: errorMessage(err),
          retryAt: Date.now() + wait,
        }));
        timer.current = window.setTimeout(() => void flush(), wait);
      } else {
        const message = refused?.(err) || errorMessage(err);
        setState((s) => ({ kind: 'failed', savedAt: s.savedAt, message, retryAt: null }));
      }
    } finally {
      inFlight.current = false;
    }
  }, [backupKey]);

  // Every change: kept on the device at once, saved once typing pauses.
  useEffect(() => {
    latest.current = { value, serialized };
    if (serialized === saved.current) {
      clearBackup(backupKey);
      return;
    }
    writeBackup(backupKey, JSON.parse(serialized) as T);
    if (!enabled || inFlight.current) return;
    attempts.current = 0;
    setState((s) => ({ kind: 'pending', savedAt: s.savedAt }));
    clearTimer();
    timer.current = window.setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    // `value` is read through `serialized`: a new object with the same content is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serialized, enabled, backupKey, flush]);

  // Leaving the page (closing the tab, reloading) with changes the server does not have asks first.
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (latest.current.serialized !== saved.current) e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  // Leaving the dashboard page inside the app: the last change is sent rather than left to wait.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      const pending = timer.current !== null;
      clearTimer();
      if (pending && live.current.enabled && latest.current.serialized !== saved.current)
        live.current.save(latest.current.value).catch(() => undefined);
    };
  }, []);

  return {
    state,
    /** Whether the server holds exactly what the form shows. */
    isSaved: serialized === saved.current,
    retryNow: () => void flush(),
    /** After a final submit (or a discard): this is what the server holds now. */
    markSaved: (v: T, savedAt: string) => {
      clearTimer();
      saved.current = JSON.stringify(v);
      attempts.current = 0;
      if (latest.current.serialized === saved.current) clearBackup(backupKey);
      setState({ kind: 'idle', savedAt });
    },
    /** Stops a waiting save (a final submit is about to send everything). */
    hold: clearTimer,
  };
};

const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));

/**
 * Where the draft stands, in words: 'Saved · 2 minutes ago', 'Saving…', 'Unsaved changes', or why it is not
 * saved with Retry now. Read out politely as it changes.
 */
export const AutosaveStatus = ({
  state,
  onRetry,
  idleHint = 'Drafts save as you type',
}: {
  state: AutosaveState;
  onRetry: () => void;
  idleHint?: string;
}) => {
  // Moves "2 minutes ago" and the retry countdown along while the page stays open.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), state.kind === 'failed' ? 1000 : 30_000);
    return () => window.clearInterval(id);
  }, [state.kind]);

  const savedLine = state.savedAt ? `Saved · ${relativeTime(state.savedAt, new Date(now))}` : idleHint;
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minHeight: 32 }}
    >
      {state.kind === 'saving' ? (
        <>
          <CircularProgress size={16} aria-hidden />
          <Typography variant="body2">Saving…</Typography>
        </>
      ) : state.kind === 'failed' ? (
        <>
          <CloudOffOutlinedIcon fontSize="small" color="error" aria-hidden />
          <Typography variant="body2" color="error">
            Not saved: {state.message} Your changes are kept on this device.
          </Typography>
          {state.retryAt ? (
            // Not read out: a countdown in a live region would speak every second.
            <Typography variant="body2" color="text.secondary" aria-hidden>
              Trying again in {secondsUntil(state.retryAt, now)} s
            </Typography>
          ) : null}
          <Button size="small" onClick={onRetry}>
            Retry now
          </Button>
        </>
      ) : state.kind === 'pending' ? (
        <Typography variant="body2" color="text.secondary">
          Unsaved changes
        </Typography>
      ) : (
        <>
          {state.savedAt ? <CloudDoneOutlinedIcon fontSize="small" color="success" aria-hidden /> : null}
          <Typography variant="body2" color="text.secondary">
            {savedLine}
          </Typography>
        </>
      )}
    </Box>
  );
};
