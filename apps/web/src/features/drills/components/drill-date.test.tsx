import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { DrillCountdown } from './drill-countdown';
import { formatZonedDateTime } from './drill-date';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe('formatZonedDateTime', () => {
  it('writes an instant in the named zone with the zone named', () => {
    const instant = '2026-12-12T18:29:00.000Z';
    expect(formatZonedDateTime(instant, 'Asia/Kolkata')).toBe('12 Dec 2026, 11:59 PM IST');
    expect(formatZonedDateTime(instant, 'UTC')).toBe('12 Dec 2026, 6:29 PM UTC');
    expect(formatZonedDateTime(instant, 'America/New_York')).toBe('12 Dec 2026, 1:29 PM GMT-5');
  });

  it('writes a day alone with its zone, the day as that zone reads it', () => {
    expect(formatZonedDateTime('2026-12-12T20:00:00.000Z', 'Asia/Kolkata', false)).toBe('13 Dec 2026 IST');
    expect(formatZonedDateTime('2026-12-12T20:00:00.000Z', 'UTC', false)).toBe('12 Dec 2026 UTC');
  });

  it('writes nothing for a date it cannot read', () => {
    expect(formatZonedDateTime('not a date', 'Asia/Kolkata')).toBe('');
  });
});

describe('DrillCountdown', () => {
  afterEach(() => vi.useRealTimers());

  const drill = (serverNow: number) => ({
    drillRegistrationEndDt: new Date(serverNow + 2 * HOUR).toISOString(),
    drillStartDt: new Date(serverNow + DAY).toISOString(),
    drillEndDt: new Date(serverNow + 3 * DAY).toISOString(),
  });

  it('draws the time left at the server’s instant on the server, with no clock of its own', () => {
    const serverNow = Date.parse('2026-12-01T10:00:00.000Z');
    const html = renderToString(
      <DrillCountdown drill={drill(serverNow)} serverNow={serverNow} receivedAt={serverNow} />,
    );
    expect(html).toContain('Registration closes in');
    expect(html).toContain('02h 00m 00s');
    expect(html).toContain('1 Dec 2026, 5:30 PM IST');
  });

  it('ticks every second by the server’s clock, even when the device’s clock is an hour behind', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const deviceNow = Date.parse('2026-12-01T09:00:00.000Z');
    vi.setSystemTime(deviceNow);
    // The server answered at 10:00 when this device said 09:00.
    const serverNow = deviceNow + HOUR;
    render(<DrillCountdown drill={drill(serverNow)} serverNow={serverNow} receivedAt={deviceNow} />);
    expect(screen.getByText('02h 00m 00s')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('01h 59m 55s')).toBeInTheDocument();
  });

  it('moves on to the start once registration has closed, and shows nothing once the hackathon has ended', () => {
    const serverNow = Date.parse('2026-12-01T10:00:00.000Z');
    const started = {
      drillRegistrationEndDt: new Date(serverNow - HOUR).toISOString(),
      drillStartDt: new Date(serverNow + 3 * DAY + 4 * HOUR).toISOString(),
      drillEndDt: new Date(serverNow + 5 * DAY).toISOString(),
    };
    const { container, rerender } = render(<DrillCountdown drill={started} serverNow={serverNow} receivedAt={0} />);
    expect(screen.getByText('Starts in')).toBeInTheDocument();
    expect(screen.getByText('3d 04h 00m')).toBeInTheDocument();
    rerender(
      <DrillCountdown
        drill={{
          ...started,
          drillStartDt: new Date(serverNow - 2 * DAY).toISOString(),
          drillEndDt: new Date(serverNow - DAY).toISOString(),
        }}
        serverNow={serverNow}
        receivedAt={0}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
