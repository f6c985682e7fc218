// An asset's sheet in a drawer (getAsset, read fresh when opened): what the books say of it, its
// condition and its last and next routine inspection.
import Descriptions from '@douyinfe/semi-ui/lib/es/descriptions';
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import Spin from '@douyinfe/semi-ui/lib/es/spin';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { useEffect, useState } from 'react';
import { failureText } from '../../ui/table';
import { getAsset } from './asset-calls';
import { type Asset, CONDITION_COLOURS, isStructure } from './asset-rules';
import { ASSET_TEXTS as TEXT } from './asset-texts';

type Loaded =
  | { status: 'loading' }
  | { status: 'ready'; asset: Asset }
  | { status: 'error'; message: string };

function sheet(asset: Asset) {
  return [
    { key: '资产编号', value: asset.assetCode },
    { key: '资产名称', value: asset.assetName },
    { key: '资产类型', value: asset.assetTypeName },
    { key: '规格型号', value: asset.spec || '—' },
    { key: '路线', value: asset.routeName },
    { key: '桩号', value: asset.endStakeNo ? `${asset.stakeNo} ～ ${asset.endStakeNo}` : asset.stakeNo },
    { key: '方向', value: asset.directionName },
    { key: '数量', value: `${asset.quantity}${asset.unit}` },
    { key: '长度', value: asset.lengthM ? `${asset.lengthM} m` : '—' },
    { key: '建成年份', value: String(asset.builtYear) },
    ...(isStructure(asset) ? [{ key: TEXT.techGrade, value: asset.techGradeName ?? '—' }] : []),
    {
      key: TEXT.condition,
      value: (
        <Tag color={CONDITION_COLOURS[asset.conditionName] ?? 'grey'} size="small">
          {asset.conditionName}
        </Tag>
      ),
    },
    { key: '管养单位', value: asset.orgName },
    { key: '上次检查', value: asset.lastInspectTime },
    { key: '下次检查', value: asset.nextInspectTime },
    { key: TEXT.remark, value: asset.remark || '—' },
  ];
}

export function AssetDetail({ id, onClose }: { id: string; onClose(): void }) {
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    getAsset(id).then(
      (asset) => live && setState({ status: 'ready', asset }),
      (error: unknown) => live && setState({ status: 'error', message: failureText(TEXT.loadFailed, error) }),
    );
    return () => {
      live = false;
    };
  }, [id]);
  return (
    <SideSheet
      title={TEXT.detail}
      visible
      closeOnEsc
      onCancel={onClose}
      width={480}
      className="jt-assets__detail"
    >
      {state.status === 'loading' && <Spin />}
      {state.status === 'error' && <p role="alert">{state.message}</p>}
      {state.status === 'ready' && <Descriptions data={sheet(state.asset)} data-asset-sheet />}
    </SideSheet>
  );
}
