// The traffic event screen's one call (contract operation screenEvents).
import type { Schemas } from '@jt/api-contract';
import { api } from '../../../lib/api/client';
import { resultData } from '../shared/use-polled';

export type EventFigures = Schemas['EventScreen'];
export type ActiveEvent = EventFigures['active'][number];

export async function fetchEventFigures(signal: AbortSignal): Promise<EventFigures> {
  return resultData(await api.GET('/api/administration/bigScreen/events', { signal }));
}
