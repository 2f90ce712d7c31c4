import { Router } from 'express';
import { BACKUP_KINDS, PORTABILITY_MESSAGES, importRequestSchema, type ImportReport, type ImportRow, type KindCounts, type SkippedItem } from '@haru/contracts';
import type { ApiModule } from '../../context';
import { ownerId } from '../../auth/require-auth';
import { parse } from '../../http/validate';
import { parseTodo, todoHash, type TodoItem } from './backup.items';
import type { RestorePlan } from './backup.plan';
import { dropOwnerLists } from './backup.routes';
import { accountTodos } from './backup.source';
import { writePlan } from './backup.write';
import { parseImportCsv } from './import.csv';

interface ImportPlan { report: ImportReport; todos: TodoItem[] }

/**
 * Rows → to-dos: each row mapped (import.csv.ts), then checked by todoCreateSchema like any create; a to-do the
 * account already has (same content hash as a backup restore uses) is a duplicate and not written again.
 */
async function planImport(owner: string, body: unknown, now: Date): Promise<ImportPlan> {
  const { source, csv } = parse(importRequestSchema, body);
  const existing = new Set<string>();
  for await (const t of accountTodos(owner)) existing.add(todoHash(t));
  const counts: KindCounts = { new: 0, duplicate: 0, invalid: 0 };
  const rows: ImportRow[] = [];
  const skipped: SkippedItem[] = [];
  const todos: TodoItem[] = [];
  for (const r of parseImportCsv(source, csv, now)) {
    const checked = r.ok ? parseTodo(r.body) : null;
    if (!r.ok || !checked?.ok) {
      counts.invalid += 1;
      skipped.push({ kind: 'row', index: r.row, title: r.ok ? r.body.title : r.title, reason: r.ok ? (checked as { reason: string }).reason : r.reason });
      continue;
    }
    const hash = todoHash(checked.value);
    const duplicate = existing.has(hash);
    existing.add(hash);
    counts[duplicate ? 'duplicate' : 'new'] += 1;
    if (!duplicate) todos.push(checked.value);
    rows.push({ row: r.row, ...checked.value, duplicate, ...(r.note ? { note: r.note } : {}) });
  }
  return { report: { source, rows, counts, skipped, written: false }, todos };
}

const emptyCounts = () => Object.fromEntries(BACKUP_KINDS.map((k) => [k, { new: 0, duplicate: 0, invalid: 0 }])) as RestorePlan['counts'];

/** /api/import: POST /preview (nothing written) and POST /run (all or nothing) for a Todoist or TickTick CSV. */
export const importModule: ApiModule = {
  basePath: '/import',
  router(ctx) {
    const router = Router();
    router.use(ctx.requireAuth);
    router.post('/preview', async (req, res) => {
      res.json((await planImport(ownerId(req), req.body, new Date())).report);
    });
    router.post('/run', async (req, res) => {
      const owner = ownerId(req);
      const { report, todos } = await planImport(owner, req.body, new Date());
      // Oldest first in the file → the file's first row ends up first in the list (writePlan inserts in reverse).
      const plan: RestorePlan = { todos, meetings: [], projects: [], preferences: {}, counts: emptyCounts(), skipped: [] };
      await writePlan(owner, plan, ctx.config).finally(() => dropOwnerLists(ctx, owner));
      res.json({ ...report, written: true, message: todos.length ? PORTABILITY_MESSAGES.imported : PORTABILITY_MESSAGES.nothingToImport });
    });
    return router;
  },
};
