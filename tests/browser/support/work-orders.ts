// Work orders for the browser tests, made through the gateway's calls as the administrator.
import { expect } from 'vitest';

export type Order = { id: string; orderCode: string; status: number; statusName: string };

/** A call straight to the gateway with a session token (not through the page). */
export async function postAsAdmin<T>(
  baseUrl: string,
  token: string,
  path: string,
  body: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify(body),
  });
  return (await response.json()) as T;
}

/**
 * A fresh order waiting for dispatch: a serious disease recorded on the first road makes one
 * (the world's own orders have all moved on by the test's clock).
 */
export async function waitingOrder(baseUrl: string, token: string): Promise<Order> {
  const post = <T>(path: string, body: unknown) => postAsAdmin<T>(baseUrl, token, path, body);
  const roads = await post<{ data: { records: { routeCode: string; startStakeNo: string }[] } }>(
    '/api/administration/glRoute/page',
    { current: 1, size: 1 },
  );
  const road = roads.data.records[0];
  const created = await post<{ code: number; msg: string; data: { workOrderId: string | null } }>(
    '/api/administration/glDisease',
    {
      diseaseType: '2',
      diseaseLevel: 3,
      routeCode: road?.routeCode,
      stakeNo: road?.startStakeNo,
      direction: '1',
      diseaseArea: 1.5,
    },
  );
  expect(created.msg).toBe('操作成功');
  const response = await fetch(`${baseUrl}/api/administration/glWorkOrder/${created.data.workOrderId}`, {
    headers: { authorization: token },
  });
  return ((await response.json()) as { data: Order }).data;
}
