import {
  BACKUP_KINDS,
  PORTABILITY_MESSAGES as M,
  WBS_LIMITS,
  homeLayoutSchema,
  quickActionListSchema,
  quotaMessage,
  type BackupKind,
  type HomeLayout,
  type KindCounts,
  type QuickAction,
  type SkippedItem,
} from '@haru/contracts';
import type { z } from 'zod';
import type { backupFileSchema } from '@haru/contracts';
import {
  isObject,
  meetingHash,
  parseMeeting,
  parseProjectFields,
  parseTask,
  parseTodo,
  projectHash,
  todoHash,
  type MeetingItem,
  type ProjectItem,
  type TaskItem,
  type TodoItem,
} from './backup.items';

type BackupFile = z.output<typeof backupFileSchema>;

/** The content hashes the account already holds, per kind (backup.existing.ts). */
export interface ExistingHashes { todos: Set<string>; meetings: Set<string>; projects: Set<string> }

export interface RestorePlan {
  todos: TodoItem[];
  meetings: MeetingItem[];
  /** tasks in parent-before-child order, each parent id naming a task of the same project */
  projects: ProjectItem[];
  preferences: { quickActions?: QuickAction[]; homeLayout?: HomeLayout };
  counts: Record<BackupKind, KindCounts>;
  skipped: SkippedItem[];
}

const titleOf = (raw: unknown) => (isObject(raw) && typeof raw.title === 'string' ? raw.title.slice(0, 100) : '');

/**
 * Decides, without writing anything, what a restore would store: every item checked by its contract, items whose
 * content the account (or an earlier item of the file) already has are duplicates, and every left-out item has a
 * Korean reason. The preview answers this; the restore writes exactly this.
 */
export function planRestore(file: BackupFile, existing: ExistingHashes, taskLimit: number): RestorePlan {
  const counts = Object.fromEntries(BACKUP_KINDS.map((k) => [k, { new: 0, duplicate: 0, invalid: 0 }])) as Record<BackupKind, KindCounts>;
  const skipped: SkippedItem[] = [];
  const skip = (kind: BackupKind, index: number, raw: unknown, reason: string) => {
    counts[kind].invalid += 1;
    skipped.push({ kind, index, title: titleOf(raw), reason });
  };

  const pick = <T>(kind: 'todos' | 'meetings', list: unknown[], parse: (raw: unknown) => ReturnType<typeof parseTodo> | ReturnType<typeof parseMeeting>, hash: (v: T) => string): T[] => {
    const out: T[] = [];
    list.forEach((raw, index) => {
      const parsed = parse(raw);
      if (!parsed.ok) return skip(kind, index, raw, parsed.reason);
      const h = hash(parsed.value as T);
      if (existing[kind].has(h)) {
        counts[kind].duplicate += 1;
        return;
      }
      existing[kind].add(h);
      counts[kind].new += 1;
      out.push(parsed.value as T);
    });
    return out;
  };
  const todos = pick<TodoItem>('todos', file.todos, parseTodo, todoHash);
  const meetings = pick<MeetingItem>('meetings', file.meetings, parseMeeting, meetingHash);

  const projects: ProjectItem[] = [];
  file.projects.forEach((raw, index) => {
    const taskList = isObject(raw) && Array.isArray(raw.tasks) ? raw.tasks : null;
    const fields = isObject(raw) ? parseProjectFields(raw) : { ok: false as const, reason: '항목이 객체가 아닙니다' };
    if (!fields.ok || !taskList) {
      counts.tasks.invalid += taskList?.length ?? 0;
      return skip('projects', index, raw, fields.ok ? `tasks: ${M.fileCorrupt}` : fields.reason);
    }
    if (taskList.length > taskLimit) {
      counts.tasks.invalid += taskList.length;
      return skip('projects', index, raw, quotaMessage('tasksPerProject', taskLimit));
    }
    const tasks = planTasks(taskList, (i, reason) => skip('tasks', i, taskList[i], reason));
    const project: ProjectItem = { ...fields.value, tasks };
    const h = projectHash(project);
    if (existing.projects.has(h)) {
      counts.projects.duplicate += 1;
      counts.tasks.duplicate += tasks.length;
      return;
    }
    existing.projects.add(h);
    counts.projects.new += 1;
    counts.tasks.new += tasks.length;
    projects.push(project);
  });

  return { todos, meetings, projects, preferences: planPreferences(file), counts, skipped };
}

/**
 * A project's tasks, checked one by one and then as a tree: a task whose parent is invalid, missing from the
 * file, in a cycle or too deep is left out with its reason (and so are its children). Parents come first.
 */
function planTasks(list: unknown[], skip: (index: number, reason: string) => void): TaskItem[] {
  const byId = new Map<string, { task: TaskItem; index: number }>();
  const bad = new Map<number, string>();
  list.forEach((raw, index) => {
    const parsed = parseTask(raw);
    if (!parsed.ok) return bad.set(index, parsed.reason);
    if (byId.has(parsed.value.id)) return bad.set(index, M.duplicateId);
    byId.set(parsed.value.id, { task: parsed.value, index });
  });
  const invalidIds = new Set(list.map((raw, i) => (bad.has(i) && isObject(raw) && typeof raw.id === 'string' ? raw.id : null)).filter((v): v is string => !!v));
  const depth = new Map<string, number | string>();
  const depthOf = (id: string, seen: Set<string>): number | string => {
    const known = depth.get(id);
    if (known !== undefined) return known;
    const { task } = byId.get(id)!;
    let result: number | string;
    if (!task.parent_id) result = 1;
    else if (seen.has(task.parent_id)) result = M.parentMissing;
    else if (!byId.has(task.parent_id)) result = invalidIds.has(task.parent_id) ? M.parentInvalid : M.parentMissing;
    else {
      const up = depthOf(task.parent_id, new Set([...seen, id]));
      result = typeof up === 'string' ? M.parentInvalid : up + 1 > WBS_LIMITS.maxDepth ? M.depthExceeded : up + 1;
    }
    depth.set(id, result);
    return result;
  };
  const ok: { task: TaskItem; level: number; index: number }[] = [];
  for (const [id, { task, index }] of byId) {
    const d = depthOf(id, new Set([id]));
    if (typeof d === 'string') bad.set(index, d);
    else ok.push({ task, level: d, index });
  }
  for (const [index, reason] of [...bad].sort((a, b) => a[0] - b[0])) skip(index, reason);
  return ok.sort((a, b) => a.level - b.level || a.index - b.index).map((t) => t.task);
}

/** Saved quick actions and home layout, when the file has valid ones (an invalid one is simply not restored). */
function planPreferences(file: BackupFile): RestorePlan['preferences'] {
  const prefs = file.preferences;
  if (!prefs) return {};
  const actions = quickActionListSchema.safeParse(prefs.quick_actions);
  const layout = homeLayoutSchema.safeParse(prefs.home_layout);
  return {
    ...(actions.success ? { quickActions: actions.data } : {}),
    ...(layout.success ? { homeLayout: layout.data as unknown as HomeLayout } : {}),
  };
}
