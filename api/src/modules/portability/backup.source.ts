import { getHomeLayout, getQuickActions } from '../user/user-prefs.service';
import { streamTodoDocs } from '../todos/todos.service';
import { toTodoDto } from '../todos/todos.dto';
import { seriesPosition } from '../todos/todos.series';
import { streamMeetings } from '../meetings/meetings.service';
import { listProjects } from '../wbs/wbs.projects.service';
import { listTasks } from '../wbs/wbs.tasks.service';
import { meetingHash, meetingItem, projectHash, projectItem, todoHash, todoItem, type MeetingItem, type ProjectItem, type TodoItem } from './backup.items';
import type { ExistingHashes } from './backup.plan';

/**
 * What the account holds, read through the modules' own services (the same DTOs their routes answer), as backup
 * items: streamed for export, hashed for a restore's duplicate check.
 */
export async function* accountTodos(ownerId: string): AsyncGenerator<TodoItem> {
  for await (const doc of streamTodoDocs({ ownerId })) yield todoItem(toTodoDto(doc), seriesPosition(doc));
}

export async function* accountMeetings(ownerId: string): AsyncGenerator<MeetingItem> {
  for await (const dto of streamMeetings({ ownerId })) yield meetingItem(dto);
}

/** One project at a time with its task tree (tree order: parents first). */
export async function* accountProjects(ownerId: string): AsyncGenerator<ProjectItem> {
  for (const project of await listProjects({ ownerId })) {
    yield projectItem(project, await listTasks({ ownerId, projectId: project.id }));
  }
}

export async function accountPreferences(ownerId: string) {
  const [quickActions, homeLayout] = await Promise.all([getQuickActions(ownerId), getHomeLayout(ownerId)]);
  return { quick_actions: quickActions, home_layout: homeLayout };
}

export async function existingHashes(ownerId: string): Promise<ExistingHashes> {
  const out: ExistingHashes = { todos: new Set(), meetings: new Set(), projects: new Set() };
  for await (const t of accountTodos(ownerId)) out.todos.add(todoHash(t));
  for await (const m of accountMeetings(ownerId)) out.meetings.add(meetingHash(m));
  for await (const p of accountProjects(ownerId)) out.projects.add(projectHash(p));
  return out;
}
