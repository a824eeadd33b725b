// The baseline for the API load test: a bare node:http server answering a small JSON body, in its own
// process like the real server, started by plain node (no TypeScript loader, nothing else loaded).
// Prints "bare server listening on <port>".
import { createServer } from 'node:http';

const body = JSON.stringify({ status: 'ok' });
const length = String(Buffer.byteLength(body));

const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': length });
  res.end(body);
});

server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`bare server listening on ${port}\n`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
