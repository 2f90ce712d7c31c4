// The reference ceiling: a bare node:http server answering every request with the same bytes as GET /api/todos.
import http from 'node:http';

process.once('message', (m: { body: string; contentType: string }) => {
  const body = Buffer.from(m.body, 'utf8');
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': m.contentType, 'Content-Length': body.length, 'Cache-Control': 'no-store' });
    res.end(body);
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  });
});
