// /assets 资产管理 (seed 000 §2's management pages): the road assets on the books — structures
// with their technical class, facilities with their condition — and their last and next routine
// inspection, on the configured table. A row opens the asset's sheet; 新增资产 enters an asset,
// 登记检查 records what an inspection found, 删除 takes an asset off the books, each behind its
// button code (seed 000 §6). The road-assets screen counts what changes here.
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { showMessage } from '../../lib/messages/popup-message';
import { PermissionButton } from '../../lib/permissions/PermissionButton';
import { type DicEntry, dictionaries } from '../../lib/reference/reference-data';
import { ConfigTable, ConfirmDelete, failureText, type RowActions } from '../../ui/table';
import { AssetDetail } from './AssetDetail';
import { AssetForm } from './AssetForm';
import { AssetInspectionForm } from './AssetInspectionForm';
import { deleteAsset, listAssets } from './asset-calls';
import {
  ASSET_BUTTONS,
  ASSET_DICTIONARIES,
  ASSET_ROUTE,
  type Asset,
  assetFilterFields,
  CONDITION_COLOURS,
} from './asset-rules';
import { ASSET_TEXTS as TEXT } from './asset-texts';
import '../shell/pages.css';

const RENDER_CELL = {
  conditionName: (value: unknown) => (
    <Tag color={CONDITION_COLOURS[String(value)] ?? 'grey'} size="small">
      {String(value)}
    </Tag>
  ),
  techGradeName: (value: unknown) => (value ? String(value) : '—'),
};

export default function AssetsPage() {
  const [entries, setEntries] = useState<DicEntry[]>([]);
  const [reloadKey, setReloadKey] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [inspecting, setInspecting] = useState<Asset | null>(null);
  const changed = useCallback(() => setReloadKey((n) => n + 1), []);

  useEffect(() => {
    dictionaries(ASSET_DICTIONARIES).then(setEntries, (error: unknown) => {
      // The list still works without them; the filters and forms say what is missing.
      setEntries([]);
      showMessage(failureText(TEXT.dictionariesFailed, error));
    });
  }, []);
  const filterFields = useMemo(() => assetFilterFields(entries), [entries]);

  const rowActions = useMemo<RowActions<Asset>>(
    () => ({
      title: TEXT.actions,
      width: 150,
      render: (asset) => (
        // Clicks here act on the row's buttons, not on the row (which opens the sheet).
        // biome-ignore lint/a11y/noStaticElementInteractions: only stops the click reaching the row.
        // biome-ignore lint/a11y/useKeyWithClickEvents: the buttons inside take the keyboard.
        <span className="jt-assets__row-actions" onClick={(event) => event.stopPropagation()}>
          <PermissionButton
            permission={ASSET_BUTTONS.inspect}
            theme="borderless"
            size="small"
            onClick={() => setInspecting(asset)}
          >
            {TEXT.inspect}
          </PermissionButton>
          <ConfirmDelete
            title={TEXT.deleteConfirm}
            remove={() => deleteAsset(asset.id)}
            deletedText={TEXT.deleted}
            failedText={TEXT.deleteFailed}
            onDeleted={changed}
            permission={ASSET_BUTTONS.delete}
            label={TEXT.delete}
          />
        </span>
      ),
    }),
    [changed],
  );

  return (
    <div className="jt-page jt-assets">
      <section className="jt-card" aria-label={TEXT.title}>
        <ConfigTable<Asset>
          route={ASSET_ROUTE}
          load={listAssets}
          filterFields={filterFields}
          renderCell={RENDER_CELL}
          rowActions={rowActions}
          toolbar={
            <PermissionButton
              permission={ASSET_BUTTONS.add}
              theme="solid"
              type="primary"
              onClick={() => setAdding(true)}
              data-action="add"
            >
              {TEXT.add}
            </PermissionButton>
          }
          onRowClick={(asset) => setOpenId(asset.id)}
          reloadKey={reloadKey}
        />
      </section>
      {openId !== null && <AssetDetail id={openId} onClose={() => setOpenId(null)} />}
      {adding && (
        <AssetForm
          entries={entries}
          onClose={() => setAdding(false)}
          onSaved={(asset) => {
            setAdding(false);
            showMessage(TEXT.added(asset.assetCode), { type: 'success' });
            changed();
          }}
        />
      )}
      {inspecting && (
        <AssetInspectionForm
          asset={inspecting}
          entries={entries}
          onClose={() => setInspecting(null)}
          onSaved={() => {
            setInspecting(null);
            showMessage(TEXT.saved, { type: 'success' });
            changed();
          }}
        />
      )}
    </div>
  );
}
