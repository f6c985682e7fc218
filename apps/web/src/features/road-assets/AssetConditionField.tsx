// What an asset's state is entered as: a structure's technical class (its condition follows) or a
// facility's condition — in 新增资产 (by the type chosen) and in 登记检查 (by the asset).
import { Form } from '@douyinfe/semi-ui/lib/es/form';
import { type DicEntry, dictionaryOptions } from '../../lib/reference/reference-data';
import { TECH_GRADES } from './asset-rules';
import { ASSET_TEXTS as TEXT } from './asset-texts';

export function AssetConditionField({
  structure,
  entries,
}: {
  structure: boolean;
  entries: readonly DicEntry[];
}) {
  return structure ? (
    <Form.Select
      field="techGrade"
      label={TEXT.techGrade}
      optionList={TECH_GRADES}
      extraText={TEXT.gradeHint}
      style={{ width: '100%' }}
      rules={[{ required: true, message: TEXT.choose(TEXT.techGrade) }]}
    />
  ) : (
    <Form.RadioGroup
      field="condition"
      label={TEXT.condition}
      rules={[{ required: true, message: TEXT.choose(TEXT.condition) }]}
    >
      {dictionaryOptions(entries, 'asset_condition').map(({ value, label }) => (
        <Form.Radio key={value} value={value}>
          {label}
        </Form.Radio>
      ))}
    </Form.RadioGroup>
  );
}
