// The route (路线) a management form's record lies on, chosen from the network's routes
// (listRoutes, loaded when the form opens); a failed load is said under the field, in the
// server's words, and the form stays open with what was entered.
import { Form } from '@douyinfe/semi-ui/lib/es/form';
import { useEffect, useState } from 'react';
import { type Road, roads } from '../../lib/reference/reference-data';
import { failureText } from '../table/table-texts';

export const ROUTE_FIELD_TEXTS = {
  choose: (label: string) => `请选择${label}`,
  loadFailed: '路线加载失败',
} as const;

export function RouteField({ field = 'routeCode', label = '路线' }: { field?: string; label?: string }) {
  const [roadList, setRoadList] = useState<Road[]>([]);
  const [failed, setFailed] = useState('');
  useEffect(() => {
    let live = true;
    roads().then(
      (list) => live && setRoadList(list),
      (error: unknown) => live && setFailed(failureText(ROUTE_FIELD_TEXTS.loadFailed, error)),
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <Form.Select
      field={field}
      label={label}
      style={{ width: '100%' }}
      optionList={roadList.map((road) => ({ label: road.routeName, value: road.routeCode }))}
      rules={[{ required: true, message: ROUTE_FIELD_TEXTS.choose(label) }]}
      extraText={failed ? <span role="alert">{failed}</span> : undefined}
    />
  );
}
