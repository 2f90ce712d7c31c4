// Seeds the 10,000-item user through the API's own validation schemas and service functions, in this process,
// on the server's data directory while the server is stopped. Why not over HTTP: on this shared 2-core machine the
// public API seeds ~20 to-dos/s, and WBS task creation loads the project's whole task tree per insert (O(n²) seeding).
// The modules are loaded at run time because they belong to other teams and may not be on this build yet.
import path from 'node:path';
import mongoose from 'mongoose';
import { startEmbeddedMongo } from 'mongo-embedded';
import { pool } from './client';
import { meetingBody, projectBody, taskBody, todoBody } from './seed';

type Fn = (arg: Record<string, unknown>) => Promise<{ id: string }>;
type Schema = { parse(v: unknown): unknown };
const ROOT = path.resolve(__dirname, '../..');
const load = async (file: string) => (await import(path.join(ROOT, file))) as Record<string, unknown>;

export interface DirectSeed { projectId: string | null; seconds: { todos: number; meetings: number; tasks: number }; skipped: string[] }

async function timed(fn: () => Promise<void>): Promise<number> {
  const t = performance.now();
  await fn();
  return (performance.now() - t) / 1000;
}

/** Runs `job` when the module files exist; returns the skipped module's name otherwise. */
async function tryLoad(files: string[]): Promise<Record<string, unknown>[] | null> {
  try {
    return await Promise.all(files.map(load));
  } catch {
    return null;
  }
}

/** Bodies to seed instead of the benchmark's typical ones (e.g. maximum-size items for the memory bench). */
export interface SeedBodies { meeting?: (i: number) => unknown; task?: (i: number) => unknown }

export async function seedDirect(dataDir: string, ownerId: string, n: { todos: number; meetings: number; tasks: number }, bodies: SeedBodies = {}): Promise<DirectSeed> {
  const db = await startEmbeddedMongo({ dataDir: path.resolve(dataDir, 'db'), log: () => undefined });
  mongoose.set('strictQuery', 'throw');
  mongoose.set('sanitizeFilter', true);
  await mongoose.connect(db.uri, { dbName: 'haru' });
  const contracts = (await import('@haru/contracts')) as unknown as Record<string, Schema>;
  const out: DirectSeed = { projectId: null, seconds: { todos: 0, meetings: 0, tasks: 0 }, skipped: [] };
  try {
    const todos = await tryLoad(['api/src/modules/todos/todos.service.ts']);
    if (todos) {
      const create = todos[0].createTodo as Fn;
      out.seconds.todos = await timed(() => pool(n.todos, 8, async (i) => void (await create({ ownerId, input: contracts.todoCreateSchema.parse(todoBody(i)) }))));
    } else out.skipped.push('todos');
    const meetings = await tryLoad(['api/src/modules/meetings/meetings.service.ts']);
    if (meetings) {
      const create = meetings[0].createMeeting as Fn;
      out.seconds.meetings = await timed(() => pool(n.meetings, 8, async (i) => void (await create({ ownerId, data: contracts.meetingInputSchema.parse((bodies.meeting ?? meetingBody)(i)) }))));
    } else out.skipped.push('meetings');
    const wbs = await tryLoad(['api/src/modules/wbs/wbs.projects.service.ts', 'api/src/modules/wbs/wbs.tasks.service.ts']);
    if (wbs && n.tasks > 0) {
      const project = await (wbs[0].createProject as Fn)({ ownerId, body: contracts.projectCreateSchema.parse(projectBody()) });
      const createTask = wbs[1].createTask as Fn;
      out.projectId = project.id;
      out.seconds.tasks = await timed(() => pool(n.tasks, 8, async (i) => void (await createTask({ ownerId, projectId: project.id, body: contracts.taskBodySchema.parse((bodies.task ?? taskBody)(i)) }))));
    } else if (!wbs) out.skipped.push('wbs');
  } finally {
    await mongoose.disconnect();
    await db.stop();
  }
  return out;
}
