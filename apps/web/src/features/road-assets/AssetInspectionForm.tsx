// 登记检查 (updateAsset): what an inspection found — a structure's class (its condition follows)
// or a facility's condition — and a note; the gateway's refusal is shown in its words.
import { Form } from '@douyinfe/semi-ui/lib/es/form';
import type { DicEntry } from '../../lib/reference/reference-data';
import { FormModal } from '../../ui/form/FormModal';
import { AssetConditionField } from './AssetConditionField';
import { recordInspection } from './asset-calls';
import {
  type Asset,
  type InspectionDraft,
  inspectionBody,
  inspectionDraft,
  isStructure,
} from './asset-rules';
import { ASSET_TEXTS as TEXT } from './asset-texts';

export interface AssetInspectionFormProps {
  asset: Asset;
  entries: readonly DicEntry[];
  onClose(): void;
  onSaved(asset: Asset): void;
}

export function AssetInspectionForm({ asset, entries, onClose, onSaved }: AssetInspectionFormProps) {
  return (
    <FormModal<InspectionDraft>
      title={TEXT.inspectTitle(asset)}
      failedText={TEXT.saveFailed}
      initValues={inspectionDraft(asset)}
      onClose={onClose}
      onSubmit={async (draft) => onSaved(await recordInspection(asset.id, inspectionBody(asset, draft)))}
    >
      {() => (
        <>
          <AssetConditionField structure={isStructure(asset)} entries={entries} />
          <Form.TextArea field="remark" label={TEXT.remark} maxCount={200} maxLength={200} autosize />
        </>
      )}
    </FormModal>
  );
}
