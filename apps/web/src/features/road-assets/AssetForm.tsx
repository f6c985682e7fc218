// 新增资产 (createAsset): the entry's fields with the rules the form can check (required, lengths,
// stake K1234+500, an end stake after the start, a year from 1950 to this one, a structure's class
// or a facility's condition); the gateway checks the rest (a stake outside the route, the same
// asset twice) and its refusal is shown in the form as it said.
import { Form, useFieldState } from '@douyinfe/semi-ui/lib/es/form';
import { CARRIAGEWAY_OPTIONS, type DicEntry, dictionaryOptions } from '../../lib/reference/reference-data';
import { EndStakeField } from '../../ui/form/EndStakeField';
import { FormModal } from '../../ui/form/FormModal';
import { RouteField } from '../../ui/form/RouteField';
import { StakeField } from '../../ui/form/StakeField';
import { AssetConditionField } from './AssetConditionField';
import { createAsset } from './asset-calls';
import {
  type Asset,
  type AssetDraft,
  assetCreateBody,
  FIRST_BUILT_YEAR,
  STRUCTURE_TYPES,
} from './asset-rules';
import { ASSET_TEXTS as TEXT } from './asset-texts';

/** The class for a structure, the condition for a facility: follows the type chosen. */
function ConditionOfType({ entries }: { entries: readonly DicEntry[] }) {
  const type = useFieldState('assetType').value as string | undefined;
  return type ? <AssetConditionField structure={STRUCTURE_TYPES.has(type)} entries={entries} /> : null;
}

export interface AssetFormProps {
  entries: readonly DicEntry[];
  onClose(): void;
  onSaved(asset: Asset): void;
}

export function AssetForm({ entries, onClose, onSaved }: AssetFormProps) {
  const thisYear = new Date().getFullYear();
  const required = (label: string) => [{ required: true, message: TEXT.required(label) }];
  const chosen = (label: string) => [{ required: true, message: TEXT.choose(label) }];

  return (
    <FormModal<AssetDraft>
      title={TEXT.addTitle}
      failedText={TEXT.addFailed}
      width={600}
      initValues={{ direction: '0', quantity: 1 }}
      className="jt-assets__form"
      onClose={onClose}
      onSubmit={async (draft) => onSaved(await createAsset(assetCreateBody(draft)))}
    >
      {() => (
        <>
          <Form.Select
            field="assetType"
            label="资产类型"
            style={{ width: '100%' }}
            optionList={dictionaryOptions(entries, 'asset_type')}
            rules={chosen('资产类型')}
          />
          <Form.Input field="assetName" label="资产名称" maxLength={50} rules={required('资产名称')} />
          <Form.Input field="spec" label="规格型号" maxLength={50} />
          <RouteField />
          <StakeField field="stakeNo" />
          <EndStakeField startField="stakeNo" placeholder="桥梁、隧道、护栏等填写" required={false} />
          <Form.Select
            field="direction"
            label="方向"
            style={{ width: '100%' }}
            optionList={[...CARRIAGEWAY_OPTIONS]}
            rules={chosen('方向')}
          />
          <Form.InputNumber
            field="quantity"
            label="数量"
            min={0}
            precision={2}
            style={{ width: '100%' }}
            rules={[...required('数量'), { type: 'number', min: 0.01, message: TEXT.quantityPositive }]}
          />
          <Form.InputNumber
            field="lengthM"
            label="长度（m）"
            min={0}
            precision={2}
            style={{ width: '100%' }}
          />
          <Form.InputNumber
            field="builtYear"
            label="建成年份"
            precision={0}
            style={{ width: '100%' }}
            rules={[
              ...required('建成年份'),
              {
                type: 'number',
                min: FIRST_BUILT_YEAR,
                max: thisYear,
                message: TEXT.builtYearRange(FIRST_BUILT_YEAR, thisYear),
              },
            ]}
          />
          <ConditionOfType entries={entries} />
          <Form.TextArea field="remark" label="备注" maxCount={200} maxLength={200} rows={2} />
        </>
      )}
    </FormModal>
  );
}
