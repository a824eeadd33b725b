/**
 * A real SMTP server for the mail suites (the `smtp-server` package speaks the protocol), whose behaviour a
 * test switches: accept, refuse (4xx), hang (never greets), or down (the port closed). Not a test file.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

export type SmtpMode = 'accept' | 'refuse' | 'hang';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtp {
  url: string;
  port: number;
  received: ReceivedMail[];
  mode: SmtpMode;
  /** Refuse this many more messages (451), then follow `mode`. */
  refuseNext: number;
  /** How many RCPT TO commands were refused so far. */
  refusals: number;
  /** How many connections were left without a greeting (mode `hang`). */
  hungConnections: number;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

const smtpError = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

const newSmtp = (): TestSmtp => {
  let server: SMTPServer | null = null;
  const hung = new Set<() => void>();
  const ctl: TestSmtp = {
    url: '',
    port: 0,
    received: [],
    mode: 'accept',
    refuseNext: 0,
    refusals: 0,
    hungConnections: 0,
    async down() {
      if (!server) return;
      for (const release of hung) release();
      hung.clear();
      const s = server;
      server = null;
      await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    async up() {
      if (server) return;
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        // Straight to onConnect: a reverse lookup would delay it (up to 1.5 s) past a test's mode switch.
        disableReverseLookup: true,
        onConnect(_session, callback) {
          if (ctl.mode !== 'hang') return callback();
          // Never greets; released (with a refusal) when the server goes down or closes.
          ctl.hungConnections += 1;
          hung.add(() => callback(smtpError(421, 'closing')));
        },
        onRcptTo(address, _session, callback) {
          if (ctl.refuseNext > 0 || ctl.mode === 'refuse') {
            ctl.refuseNext = Math.max(0, ctl.refuseNext - 1);
            ctl.refusals += 1;
            return callback(smtpError(451, 'Requested action aborted: try again later'));
          }
          callback();
        },
        onData(stream: SMTPServerDataStream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            ctl.received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              raw: Buffer.concat(chunks).toString('utf8'),
            });
            callback(null, `Message queued as test-${ctl.received.length}`);
          });
        },
      });
      server.on('error', () => {});
      server.listen(ctl.port, '127.0.0.1');
      await once(server.server, 'listening');
      ctl.port = (server.server.address() as AddressInfo).port;
      ctl.url = `smtp://127.0.0.1:${ctl.port}`;
    },
    close: () => ctl.down(),
  };
  return ctl;
};

/**
 * An SMTP server for the calling test file: started before its tests, with env.SMTP_URL then naming it (so call
 * this before build(env), whose own beforeAll reads env after this one), and closed after them.
 */
export const smtpForFile = (env: Record<string, string>): TestSmtp => {
  const smtp = newSmtp();
  beforeAll(async () => {
    await smtp.up();
    env.SMTP_URL = smtp.url;
  });
  afterAll(() => smtp.close());
  return smtp;
};

/** Polls until `check` answers true (or the time runs out): background work finishes on its own time. */
export const eventually = async (check: () => Promise<boolean> | boolean, timeoutMs = 15_000): Promise<void> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > until) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
};
