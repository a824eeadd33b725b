import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Sends `requests` requests (8 at a time, kept alive) through a throwaway `node:http` server on a loopback
 * port, then closes both ends. server.ts runs it first, before the database opens (docs/decisions/016).
 *
 * Why: PGlite's start-up runs dozens of full garbage collections. When they run before Node's HTTP code has
 * ever handled a request, V8 drops and rebuilds the object shapes that code's inline caches are about to
 * learn, several of those caches turn megamorphic for good, and every request afterwards pays for it
 * (measured: 8 % more CPU per request than the same server warmed first; `lib/keep-tick-shape.ts` is the
 * largest single case, kept separately). Warming the path first lets the caches settle on the shapes that
 * serve every later request. Takes about 0.3 s. Never fails the start: any error ends the warm-up early.
 */
export const warmHttpPath = async (requests = 2400): Promise<number> => {
  const body = '{"status":"ok"}';
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  let answered = 0;
  try {
    await new Promise<void>((listening, failed) => {
      server.once('error', failed);
      server.listen(0, '127.0.0.1', listening);
    });
    const { port } = server.address() as AddressInfo;
    const one = () =>
      new Promise<void>((done, failed) => {
        const req = request({ host: '127.0.0.1', port, path: '/api/health', agent }, (res) => {
          res.resume();
          res.once('end', () => {
            answered += 1;
            done();
          });
        });
        req.once('error', failed);
        req.end();
      });
    for (let sent = 0; sent < requests; sent += 8) await Promise.all(Array.from({ length: 8 }, one));
  } catch {
    // A machine without a usable loopback still starts; it only misses the warm-up.
  } finally {
    agent.destroy();
    server.closeAllConnections();
    await new Promise<void>((closed) => server.close(() => closed()));
  }
  return answered;
};
