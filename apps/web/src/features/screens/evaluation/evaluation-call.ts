// The road condition screen's one call (contract operation screenEvaluation).
import type { Schemas } from '@jt/api-contract';
import { api } from '../../../lib/api/client';
import { resultData } from '../shared/use-polled';

export type EvaluationFigures = Schemas['EvaluationScreen'];

export async function fetchEvaluationFigures(signal: AbortSignal): Promise<EvaluationFigures> {
  return resultData(await api.GET('/api/administration/bigScreen/evaluation', { signal }));
}
