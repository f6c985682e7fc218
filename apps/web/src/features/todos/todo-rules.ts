// /system/todo's pure rules: its route (whose table configuration gives the columns), the
// statuses a to-do shows, and where a to-do's work is done (the work order's page, opened on it).
import type { FilterField } from '../../ui/table';
import type { Todo } from './todo-calls';

export const TODO_ROUTE = '/system/todo';

/** The work-order statuses that make a to-do (waiting for dispatch, or for acceptance). */
export const TODO_STATUSES = ['待派单', '待验收', '验收中'] as const;

/** The query parameter /workOrder opens its detail drawer with. */
export const OPEN_PARAM = 'id';

export const todoFilterFields: Record<string, FilterField> = {
  statusText: { kind: 'options', options: TODO_STATUSES.map((label) => ({ label, value: label })) },
  collectTime: { kind: 'time' },
};

/** Where a to-do is done: /workOrder opened on its order (whose drawer has the dispatch and acceptance moves). */
export function todoTarget(todo: Pick<Todo, 'id'>): string {
  return `/workOrder?${OPEN_PARAM}=${encodeURIComponent(todo.id)}`;
}

/** The id of the record a page was opened on (`?id=…`), or null. */
export function openedId(search: string): string | null {
  const id = new URLSearchParams(search).get(OPEN_PARAM);
  return id ? id : null;
}
