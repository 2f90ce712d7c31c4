import { Router } from 'express';
import { openApiDocument } from './openapi';

interface Operation { summary?: string; security?: unknown[]; responses?: Record<string, unknown> }
type Doc = { info: { title: string; version: string; description?: string }; paths: Record<string, Record<string, Operation>> };

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A readable, script-free index of the document (the JSON is the source of truth for tools). */
function renderHtml(doc: Doc): string {
  const rows = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) =>
      `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escape(path)}</code></td><td>${escape(op.summary ?? '')}</td>` +
      `<td>${op.security ? '필요' : '-'}</td><td>${Object.keys(op.responses ?? {}).join(', ')}</td></tr>`),
  );
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>${escape(doc.info.title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1f2937}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #e5e7eb;padding:.4rem .6rem;text-align:left}code{font-size:.9em}</style></head>
<body><h1>${escape(doc.info.title)} <small>${escape(doc.info.version)}</small></h1><p>${escape(doc.info.description ?? '')}</p>
<p><a href="/api/docs/openapi.json">OpenAPI 3.1 JSON</a></p>
<table><thead><tr><th>메서드</th><th>경로</th><th>설명</th><th>인증</th><th>응답</th></tr></thead><tbody>${rows.join('')}</tbody></table></body></html>`;
}

/** GET /api/docs (HTML for people, JSON for tools by Accept) and GET /api/docs/openapi.json. */
export function docsRouter(): Router {
  const router = Router();
  router.get('/openapi.json', (_req, res) => {
    res.json(openApiDocument());
  });
  router.get('/', (req, res) => {
    const doc = openApiDocument() as Doc;
    if (req.accepts(['json', 'html']) === 'html') {
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      res.type('html').send(renderHtml(doc));
    } else res.json(doc);
  });
  return router;
}
