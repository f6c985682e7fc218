// /devices' pure rules: its filters (the dictionaries' names, since the configured columns filter
// the *Name fields), the status colours, the button code, and 编辑's body (only what changed).
import type { Schemas } from '@jt/api-contract';
import { type DicEntry, dictionaryNameOptions } from '../../lib/reference/reference-data';
import { normaliseStake } from '../../ui/form/stake';
import type { FilterField } from '../../ui/table';

export type Device = Schemas['Device'];
export type DeviceChange = Schemas['DeviceChange'];

export const DEVICE_TEXTS = {
  title: '设备管理',
  actions: '操作',
  edit: '编辑',
  editTitle: (device: Pick<Device, 'deviceCode'>) => `编辑设备 · ${device.deviceCode}`,
  saved: '设备信息已保存',
  saveFailed: '保存失败',
  nothingChanged: '没有修改任何内容',
  required: (label: string) => `请输入${label}`,
  installYearRange: (from: number, to: number) => `安装年份应在${from}～${to}之间`,
} as const;

/** The page's route, whose table configuration gives the columns (seed 000 §2). */
export const DEVICE_ROUTE = '/devices';
/** The dictionaries the filters offer (the world's own catalogue). */
export const DEVICE_DICTIONARIES = ['device_type', 'device_status'] as const;
/** 设备管理's button code in the menu tree (seed 000 §6). */
export const DEVICE_BUTTONS = { edit: 'device:edit' } as const;
/** The earliest installation year the records take (the gateway's FIRST_INSTALL_YEAR). */
export const FIRST_INSTALL_YEAR = 1990;

/** device_status: online green, offline grey, faulty red. */
export const DEVICE_STATUS_COLOURS: Readonly<Record<string, 'green' | 'grey' | 'red'>> = {
  在线: 'green',
  离线: 'grey',
  故障: 'red',
};

export function deviceFilterFields(entries: readonly DicEntry[]): Record<string, FilterField> {
  return {
    deviceTypeName: { kind: 'options', options: dictionaryNameOptions(entries, 'device_type') },
    statusName: { kind: 'options', options: dictionaryNameOptions(entries, 'device_status') },
    statusSince: { kind: 'time' },
  };
}

export type DeviceDraft = {
  deviceName?: string;
  vendor?: string;
  model?: string;
  stakeNo?: string;
  direction?: string;
  installYear?: number | null;
};

/** The form's start: what the record says now. */
export const deviceDraft = (device: Device): DeviceDraft => ({
  deviceName: device.deviceName,
  vendor: device.vendor,
  model: device.model,
  stakeNo: device.stakeNo,
  direction: device.direction,
  installYear: device.installYear,
});

/** 编辑's body: the fields that changed, trimmed, the stake upper-cased; empty when nothing did. */
export function deviceChange(device: Device, draft: DeviceDraft): DeviceChange {
  const now: Record<keyof DeviceDraft, string | number | undefined> = {
    deviceName: draft.deviceName?.trim(),
    vendor: draft.vendor?.trim(),
    model: draft.model?.trim() ?? '',
    stakeNo: draft.stakeNo === undefined ? undefined : normaliseStake(draft.stakeNo),
    direction: draft.direction,
    installYear: draft.installYear ?? undefined,
  };
  const before = deviceDraft(device);
  const change: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(now) as Array<[keyof DeviceDraft, string | number | undefined]>) {
    if (value !== undefined && value !== before[key]) change[key] = value;
  }
  return change as DeviceChange;
}
