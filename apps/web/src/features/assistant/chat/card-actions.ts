// What a card's button label does (ChatMessageItem.btns, from the answer's `ques`): a download,
// opening disease management, or a question to the right agent.
import type { ClientMessage } from '../assistant-types';

export type LabelAction =
  | { kind: 'download-construction'; id: string }
  | { kind: 'download-patrol'; id: string }
  | { kind: 'disease-manage' }
  | { kind: 'ask'; query: string; diseaseId?: string; patrolId?: string };

/** The patrol a card is about: its own id, or its only patrol record. */
export function patrolOf(message: ClientMessage): string | undefined {
  if (message.id) return message.id;
  return message.checkList?.length === 1 ? message.checkList[0]?.id : undefined;
}

export function actionOfLabel(label: string, message: ClientMessage): LabelAction {
  if (label.includes('下载') && label.includes('施工报告') && message.diseaseId)
    return { kind: 'download-construction', id: message.diseaseId };
  const patrolId = patrolOf(message);
  if (label.includes('下载') && label.includes('巡查记录') && patrolId)
    return { kind: 'download-patrol', id: patrolId };
  if (label.includes('病害管理')) return { kind: 'disease-manage' };
  return {
    kind: 'ask',
    query: label,
    ...(message.diseaseId ? { diseaseId: message.diseaseId } : {}),
    ...(patrolId ? { patrolId } : {}),
  };
}
