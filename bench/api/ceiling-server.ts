// The reference ceiling: a bare node:http server answering each path with the same bytes the app sent for it.
import http from 'node:http';

export interface CeilingRoute { body: string; contentType: string }

process.once('message', (m: { routes: Record<string, CeilingRoute> }) => {
  const routes = new Map(Object.entries(m.routes).map(([p, r]) => [p, { body: Buffer.from(r.body, 'utf8'), contentType: r.contentType }]));
  const server = http.createServer((req, res) => {
    const route = routes.get(req.url ?? '');
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': route.contentType, 'Content-Length': route.body.length, 'Cache-Control': 'no-store' });
    res.end(route.body);
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  });
});
