// How the work-order pages' filters are entered, with the status, disease-type and disease-level
// dictionaries (listDicInfo) as their options; shared by /workOrder, /dispatch and /abnormal.
import { useEffect, useMemo, useState } from 'react';
import { type DicEntry, dictionaries } from '../../lib/reference/reference-data';
import { workOrderFilterFields } from './work-order-rules';

export function useWorkOrderFilterFields() {
  const [entries, setEntries] = useState<DicEntry[]>([]);
  useEffect(() => {
    // Without the dictionaries the status filter offers the state machine's names.
    dictionaries(['work_order_status', 'disease_type', 'disease_level']).then(setEntries, () =>
      setEntries([]),
    );
  }, []);
  return useMemo(() => workOrderFilterFields(entries), [entries]);
}
