import { describe, expect, it } from 'vitest';
import { warmHttpPath } from './warm-http-path.ts';

const openHandles = () =>
  process.getActiveResourcesInfo().filter((r) => r === 'TCPServerWrap' || r === 'TCPSocketWrap').length;
// Closed sockets are released on the following turns of the event loop.
const settle = () => new Promise((done) => setTimeout(done, 50));

describe('warming the HTTP path before the database opens', () => {
  it('answers every warm-up request through a real loopback server', async () => {
    expect(await warmHttpPath(80)).toBe(80);
  });

  it('closes its server and every connection when done', async () => {
    await settle();
    const before = openHandles();
    await warmHttpPath(40);
    await settle();
    expect(openHandles()).toBe(before);
  });
});
