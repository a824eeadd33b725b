import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ToastHost } from './toast-host';
import { toast } from '@/lib/toast';

describe('toasts', () => {
  afterEach(() => {
    vi.useRealTimers();
    act(() => toast.dismiss());
  });

  it('shows one toast at a time: a new one replaces the last', () => {
    render(<ToastHost />);
    act(() => toast.success('Message sent successfully'));
    act(() => toast.error('Something went wrong !'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong !');
  });

  it('hides itself after 2000 ms', () => {
    vi.useFakeTimers();
    render(<ToastHost />);
    act(() => toast.success('Copied to clipboard'));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    act(() => vi.advanceTimersByTime(500)); // the exit transition
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
