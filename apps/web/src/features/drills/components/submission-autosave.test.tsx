import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ApiError } from '@/lib/api-client';
import {
  AUTOSAVE_DELAY_MS,
  AUTOSAVE_RETRY_MS,
  AutosaveStatus,
  isPassingFailure,
  useAutosave,
} from './submission-autosave';

const KEY = 'elevate.test-draft';

const Harness = ({
  value,
  save,
  onRefused,
}: {
  value: string;
  save: (v: string) => Promise<{ savedAt: string }>;
  onRefused?: (err: unknown) => string | void;
}) => {
  const autosave = useAutosave({
    value,
    savedValue: '',
    savedAt: null,
    enabled: true,
    save,
    onRefused,
    backupKey: KEY,
  });
  return <AutosaveStatus state={autosave.state} onRetry={autosave.retryNow} />;
};

/** A save that answers only when the test says so. */
const deferredSaves = () => {
  const pending: { value: string; resolve: () => void; reject: (err: unknown) => void }[] = [];
  const save = vi.fn(
    (value: string) =>
      new Promise<{ savedAt: string }>((resolve, reject) => {
        pending.push({ value, resolve: () => resolve({ savedAt: new Date().toISOString() }), reject });
      }),
  );
  return { save, pending };
};

describe('saving as one types', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends one save at a time, and the newest text after the one on its way', async () => {
    vi.useFakeTimers();
    const { save, pending } = deferredSaves();
    const view = render(<Harness value="a" save={save} />);
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(save).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Saving…')).toBeInTheDocument();

    view.rerender(<Harness value="ab" save={save} />);
    view.rerender(<Harness value="abc" save={save} />);
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2));
    expect(save).toHaveBeenCalledTimes(1);

    await act(async () => pending[0]!.resolve());
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(save.mock.calls.map(([v]) => v)).toEqual(['a', 'abc']);
    await act(async () => pending[1]!.resolve());
    expect(screen.getByText('Saved · just now')).toBeInTheDocument();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('tries a failed save again by itself, waiting longer each time, and keeps the text meanwhile', async () => {
    vi.useFakeTimers();
    const { save, pending } = deferredSaves();
    render(<Harness value="draft" save={save} />);
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    await act(async () => pending[0]!.reject(new TypeError('Failed to fetch')));
    expect(screen.getByText(/Not saved: .* Your changes are kept on this device\./)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(KEY)!).value).toBe('draft');

    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_RETRY_MS[0]));
    expect(save).toHaveBeenCalledTimes(2);
    await act(async () => pending[1]!.reject(new ApiError(503, 'Service Unavailable', null)));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_RETRY_MS[0]));
    expect(save).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_RETRY_MS[1] - AUTOSAVE_RETRY_MS[0]));
    expect(save).toHaveBeenCalledTimes(3);
    await act(async () => pending[2]!.resolve());
    expect(screen.getByText('Saved · just now')).toBeInTheDocument();
  });

  it('stops after a refusal, saying why, until the text changes', async () => {
    vi.useFakeTimers();
    const refusal = new ApiError(400, 'Bad Request', {
      httpStatus: 400,
      error: { code: 'WUE-4000', message: 'Demo link must be a link starting with http:// or https://' },
    });
    const save = vi.fn().mockRejectedValue(refusal);
    const onRefused = vi.fn();
    const view = render(<Harness value="x" save={save} onRefused={onRefused} />);
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(screen.getByText(/Not saved: Demo link must be a link/)).toBeInTheDocument();
    expect(onRefused).toHaveBeenCalledWith(refusal);
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(save).toHaveBeenCalledTimes(1);

    view.rerender(<Harness value="xy" save={save} onRefused={onRefused} />);
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('tells passing failures (network, 5xx, 408, 429) from refusals', () => {
    expect(isPassingFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isPassingFailure(new ApiError(502, 'Bad Gateway', null))).toBe(true);
    expect(isPassingFailure(new ApiError(429, 'Too Many Requests', null))).toBe(true);
    expect(isPassingFailure(new ApiError(409, 'Conflict', null))).toBe(false);
    expect(isPassingFailure(new ApiError(400, 'Bad Request', null))).toBe(false);
  });
});
