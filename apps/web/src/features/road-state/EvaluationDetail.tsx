// A kilometre's sheet in a drawer (getEvaluation, read fresh when opened): its MQI and indices
// with the weights they are summed with, what it was measured as (a survey, else the surface
// model), every survey entered for it (删除 takes one back), and the diseases counted in its damage.
import Descriptions from '@douyinfe/semi-ui/lib/es/descriptions';
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import Spin from '@douyinfe/semi-ui/lib/es/spin';
import Table from '@douyinfe/semi-ui/lib/es/table';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { useCallback, useEffect, useState } from 'react';
import { ConfirmDelete, failureText } from '../../ui/table';
import { deleteSurvey, getEvaluation } from './road-state-calls';
import {
  bandTag,
  type EvaluationDetail as Detail,
  type EvaluationSurvey,
  ROAD_STATE_BUTTONS,
} from './road-state-rules';
import { ROAD_STATE_TEXTS as TEXT } from './road-state-texts';

type Loaded =
  | { status: 'loading' }
  | { status: 'ready'; detail: Detail }
  | { status: 'error'; message: string };

const weightOf = (weights: Record<string, number>, key: string) =>
  weights[key] === undefined ? '' : `（权重 ${weights[key]}）`;

function scores({ evaluation: e, weights }: Detail) {
  const { colour, label } = bandTag(e.band);
  return [
    { key: '路线', value: e.routeName },
    { key: '方向', value: e.directionName },
    { key: '桩号', value: `${e.startStakeNo} ～ ${e.endStakeNo}（${e.lengthKm} km）` },
    {
      key: 'MQI',
      value: (
        <span data-score="mqi">
          <Tag style={{ background: colour, color: '#1c1f23' }} size="small" aria-label={label}>
            {e.mqi}
          </Tag>{' '}
          {e.grade}
        </span>
      ),
    },
    { key: `PQI${weightOf(weights.mqi, 'pqi')}`, value: e.pqi },
    { key: `PCI${weightOf(weights.pqi, 'pci')}`, value: `${e.pci}（破损率 ${e.dr}%）` },
    { key: `RQI${weightOf(weights.pqi, 'rqi')}`, value: `${e.rqi}（IRI ${e.iri} m/km）` },
    { key: `RDI${weightOf(weights.pqi, 'rdi')}`, value: `${e.rdi}（RD ${e.rd} mm）` },
    { key: `PBI${weightOf(weights.pqi, 'pbi')}`, value: e.pbi },
    { key: `SRI${weightOf(weights.pqi, 'sri')}`, value: `${e.sri}（SFC ${e.sfc}）` },
    { key: `SCI${weightOf(weights.mqi, 'sci')}`, value: e.sci },
    { key: `BCI${weightOf(weights.mqi, 'bci')}`, value: e.bci },
    { key: `TCI${weightOf(weights.mqi, 'tci')}`, value: e.tci },
    { key: '数据来源', value: e.surveyDate ? `检测数据（${e.surveyDate}）` : TEXT.modelled },
    { key: '评定时间', value: e.evaluateTime },
  ];
}

const DISEASE_COLUMNS = [
  { title: '病害', dataIndex: 'diseaseName', width: 110 },
  { title: '等级', dataIndex: 'diseaseLevelName', width: 60 },
  { title: '桩号', dataIndex: 'stakeNo', width: 100 },
  {
    title: '面积',
    dataIndex: 'diseaseArea',
    width: 80,
    render: (area: number, row: Detail['diseases'][number]) => `${area}${row.areaUnit}`,
  },
  { title: '状态', dataIndex: 'processStatusName', width: 90 },
  { title: '上报时间', dataIndex: 'reportTime' },
];

export function EvaluationDetail({
  id,
  onClose,
  onChanged,
}: {
  id: string;
  onClose(): void;
  onChanged(): void;
}) {
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    void version;
    getEvaluation(id).then(
      (detail) => live && setState({ status: 'ready', detail }),
      (error: unknown) => live && setState({ status: 'error', message: failureText(TEXT.loadFailed, error) }),
    );
    return () => {
      live = false;
    };
  }, [id, version]);

  const deleted = useCallback(() => {
    setVersion((n) => n + 1);
    onChanged();
  }, [onChanged]);

  const surveyColumns = [
    { title: '检测日期', dataIndex: 'surveyDate', width: 110 },
    {
      title: '检测路段',
      dataIndex: 'startStakeNo',
      render: (_: unknown, s: EvaluationSurvey) => `${s.startStakeNo}～${s.endStakeNo}`,
    },
    { title: 'IRI', dataIndex: 'iri', width: 60 },
    { title: 'RD', dataIndex: 'rd', width: 60 },
    { title: 'SFC', dataIndex: 'sfc', width: 60 },
    { title: '录入人', dataIndex: 'creator', width: 80 },
    {
      title: '操作',
      dataIndex: 'id',
      width: 70,
      render: (_: unknown, s: EvaluationSurvey) => (
        <ConfirmDelete
          title={TEXT.deleteConfirm}
          remove={() => deleteSurvey(s.id)}
          deletedText={TEXT.surveyDeleted}
          failedText={TEXT.deleteFailed}
          onDeleted={deleted}
          permission={ROAD_STATE_BUTTONS.delete}
          label={TEXT.deleteSurvey}
        />
      ),
    },
  ];

  return (
    <SideSheet
      title={TEXT.detail}
      visible
      closeOnEsc
      onCancel={onClose}
      width={720}
      className="jt-road-state__detail"
    >
      {state.status === 'loading' && <Spin />}
      {state.status === 'error' && <p role="alert">{state.message}</p>}
      {state.status === 'ready' && (
        <>
          <Descriptions data={scores(state.detail)} data-evaluation-sheet />
          <h4 className="jt-road-state__heading">检测记录</h4>
          {state.detail.surveys.length === 0 ? (
            <p className="jt-road-state__empty">{TEXT.modelled}</p>
          ) : (
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              columns={surveyColumns}
              dataSource={state.detail.surveys}
              data-evaluation-surveys
            />
          )}
          <h4 className="jt-road-state__heading">计入破损的病害（{state.detail.evaluation.diseaseCount}）</h4>
          {state.detail.diseases.length === 0 ? (
            <p className="jt-road-state__empty">{TEXT.noDiseases}</p>
          ) : (
            <>
              <Table
                size="small"
                rowKey="id"
                pagination={false}
                columns={DISEASE_COLUMNS}
                dataSource={state.detail.diseases}
                data-evaluation-diseases
              />
              {state.detail.diseases.length < state.detail.evaluation.diseaseCount && (
                <p className="jt-road-state__empty">
                  {TEXT.moreDiseases(state.detail.diseases.length, state.detail.evaluation.diseaseCount)}
                </p>
              )}
            </>
          )}
        </>
      )}
    </SideSheet>
  );
}
