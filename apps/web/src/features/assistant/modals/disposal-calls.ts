// The disposal modal's calls: the disease's disposal (processListByDiseaseId) and the order's
// decision (sendOrderModel: 99 opened by the assistant, 4 passed, 5 failed).
import type { ApiClient } from '@jt/api-contract';
import type { DiseaseDetail } from '../assistant-types';

export type Decision = 4 | 5 | 99;

/** 'yyyy-MM-dd HH:mm:ss' in local time (the backend's passTime). */
export function passTime(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
}

export async function loadDisposal(client: ApiClient, diseaseId: string): Promise<DiseaseDetail> {
  const { data } = await client.POST('/api/administration/processListByDiseaseId', {
    body: { id: diseaseId },
  });
  if (data?.code !== 200) throw new Error(data?.msg || 'processListByDiseaseId failed');
  return data.data.object;
}

/** Records the decision; resolves to null when recorded, else the backend's reason (if any). */
export async function decide(
  client: ApiClient,
  orderId: string,
  processStatus: Decision,
  when: Date,
  opinion?: string,
): Promise<string | null> {
  const { data, error } = await client.POST('/api/administration/sendOrderModel', {
    body: { id: orderId, passTime: passTime(when), processStatus, ...(opinion ? { opinion } : {}) },
  });
  if (data?.code === 200) return null;
  const problem = (error ?? {}) as { detail?: unknown; title?: unknown; msg?: unknown };
  const reason = [problem.detail, problem.title, problem.msg, data?.msg].find(
    (v) => typeof v === 'string' && v !== '',
  );
  return (reason as string | undefined) ?? '';
}
