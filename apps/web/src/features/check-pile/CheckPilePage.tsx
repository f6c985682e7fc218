// /checkPile 桩号校核 (seed 000 §2's management pages): the road assets whose recorded stake is
// more than 50 m from the stake their coordinates give, with both stakes and the distance,
// filtered by route and minimum distance. 校正 (one row) and 批量校正 (the ticked rows) write
// the measured stake on the books behind checkPile:correct (seed 000 §6); /assets shows it.
import Popconfirm from '@douyinfe/semi-ui/lib/es/popconfirm';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { showMessage } from '../../lib/messages/popup-message';
import { PermissionButton } from '../../lib/permissions/PermissionButton';
import { type Road, roads } from '../../lib/reference/reference-data';
import { ConfigTable, failureText, type RowActions } from '../../ui/table';
import { correctStakes, listStakeMismatches } from './check-pile-calls';
import {
  batchIds,
  CHECK_PILE_CORRECT,
  CHECK_PILE_ROUTE,
  checkPileFilterFields,
  correctionSummary,
  type StakeMismatch,
} from './check-pile-rules';
import { CHECK_PILE_TEXTS as TEXT } from './check-pile-texts';
import '../shell/pages.css';

const RENDER_CELL = {
  distanceM: (value: unknown) => (
    <Tag color={Number(value) >= 500 ? 'red' : 'orange'} size="small">
      {String(value)}
    </Tag>
  ),
};

export default function CheckPilePage() {
  const [roadList, setRoadList] = useState<Road[]>([]);
  const [reloadKey, setReloadKey] = useState(0);
  const [ticked, setTicked] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    roads().then(setRoadList, (error: unknown) => showMessage(failureText(TEXT.roadsFailed, error)));
  }, []);
  const filterFields = useMemo(() => checkPileFilterFields(roadList), [roadList]);

  const correct = useCallback(async (ids: string[]) => {
    setBusy(true);
    try {
      const corrected = await correctStakes(ids);
      showMessage(`${TEXT.corrected(corrected.length)}：${correctionSummary(corrected)}`, {
        type: 'success',
      });
      setReloadKey((n) => n + 1);
    } catch (error) {
      showMessage(failureText(TEXT.correctFailed, error));
    } finally {
      setBusy(false);
    }
  }, []);

  const rowActions = useMemo<RowActions<StakeMismatch>>(
    () => ({
      title: TEXT.actions,
      width: 90,
      render: (row) => (
        <Popconfirm
          title={TEXT.correctConfirm(row.stakeNo, row.measuredStakeNo)}
          okText={TEXT.confirm}
          cancelText={TEXT.cancel}
          onConfirm={() => correct([row.id])}
        >
          <PermissionButton
            permission={CHECK_PILE_CORRECT}
            theme="borderless"
            size="small"
            data-action="correct"
          >
            {TEXT.correct}
          </PermissionButton>
        </Popconfirm>
      ),
    }),
    [correct],
  );

  return (
    <div className="jt-page jt-check-pile">
      <section className="jt-card" aria-label={TEXT.title}>
        <ConfigTable<StakeMismatch>
          route={CHECK_PILE_ROUTE}
          load={listStakeMismatches}
          filterFields={filterFields}
          renderCell={RENDER_CELL}
          rowActions={rowActions}
          onRowsSelected={setTicked}
          toolbar={
            <Popconfirm
              title={TEXT.correctBatchConfirm(Math.min(ticked.length, batchIds(ticked).length))}
              okText={TEXT.confirm}
              cancelText={TEXT.cancel}
              disabled={ticked.length === 0 || busy}
              onConfirm={() => correct(batchIds(ticked))}
            >
              <PermissionButton
                permission={CHECK_PILE_CORRECT}
                theme="solid"
                type="primary"
                disabled={ticked.length === 0 || busy}
                data-action="correct-batch"
              >
                {TEXT.correctBatch}
              </PermissionButton>
            </Popconfirm>
          }
          reloadKey={reloadKey}
        />
      </section>
    </div>
  );
}
