// 菜单配置's calls through the contract's client (paths/menus.yaml, inferred): the whole tree, and
// an entry saved, deleted or moved among its siblings.
import { api } from '../../lib/api/client';
import { problemText } from '../../lib/http/problem-text';
import type { MenuEntry, MenuEntrySave } from './menu-config-rules';

const failed = (data: unknown, error: unknown, response: Response) =>
  new Error(problemText(data) || problemText(error) || `HTTP ${response.status}`);

export async function listMenuEntries(): Promise<MenuEntry[]> {
  const { data, error, response } = await api.POST('/api/component/function/listMenuEntries');
  if (data?.code !== 200) throw failed(data, error, response);
  return data.data;
}

export async function saveMenuEntry(body: MenuEntrySave): Promise<MenuEntry> {
  const { data, error, response } = await api.POST('/api/component/function/saveMenuEntry', { body });
  if (data?.code !== 200) throw failed(data, error, response);
  return data.data;
}

export async function deleteMenuEntry(id: string): Promise<void> {
  const { data, error, response } = await api.POST('/api/component/function/deleteMenuEntry/{id}', {
    params: { path: { id } },
  });
  if (data?.code !== 200) throw failed(data, error, response);
}

export async function moveMenuEntry(id: string, position: number): Promise<void> {
  const { data, error, response } = await api.POST('/api/component/function/moveMenuEntry', {
    body: { id, position },
  });
  if (data?.code !== 200) throw failed(data, error, response);
}
