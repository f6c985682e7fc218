// The data dictionaries of the mock (listDicInfo): code → items in display order. An item is
// answered as {key: <dictionary code>, value, label} (contract DicEntry). Disease levels follow
// seed 001 §3 (1 slight, 2 general, 3 serious); work-order statuses are the world's state machine
// (mocks/world/work-order-states.ts: 4 passed, 5 failed, 99 opened for acceptance, seed 001 §4).

import { ASSET_CONDITIONS, ASSET_TYPES } from './world/assets';
import { DEVICE_STATUS, DEVICE_TYPES } from './world/devices';

export interface DicItem {
  value: string;
  label: string;
}

const items = (...pairs: Array<[string, string]>): DicItem[] =>
  pairs.map(([value, label]) => ({ value, label }));

export const seedDictionaries: Readonly<Record<string, readonly DicItem[]>> = {
  road_level: items(
    ['1', '高速公路'],
    ['2', '一级公路'],
    ['3', '二级公路'],
    ['4', '三级公路'],
    ['5', '四级公路'],
    ['6', '等外公路'],
  ),
  road_direction: items(['1', '上行'], ['2', '下行'], ['3', '双向']),
  disease_type: items(
    ['1', '裂缝'],
    ['2', '坑槽'],
    ['3', '车辙'],
    ['4', '沉陷'],
    ['5', '龟裂'],
    ['6', '松散'],
    ['7', '拥包'],
    ['8', '泛油'],
    ['9', '修补损坏'],
    ['10', '路面积水'],
  ),
  disease_level: items(['1', '轻微'], ['2', '一般'], ['3', '严重']),
  disease_source: items(['1', '巡查上报'], ['2', 'AI识别'], ['3', '群众举报'], ['4', '定期检测']),
  work_order_status: items(
    ['1', '待派单'],
    ['2', '已派单'],
    ['3', '处置中'],
    ['6', '待验收'],
    ['4', '验收通过'],
    ['5', '验收不通过'],
    ['99', '验收中'],
  ),
  patrol_type: items(
    ['1', '日常巡查'],
    ['2', '经常检查'],
    ['3', '夜间巡查'],
    ['4', '定期检查'],
    ['5', '特殊检查'],
  ),
  patrol_status: items(['1', '未开始'], ['2', '巡查中'], ['3', '已完成'], ['4', '已中止']),
  // The world's own catalogues (mocks/world/assets.ts, devices.ts): pages, screen and books agree.
  asset_type: ASSET_TYPES.map(({ code, name }) => ({ value: code, label: name })),
  asset_condition: Object.entries(ASSET_CONDITIONS).map(([value, label]) => ({ value, label })),
  device_type: DEVICE_TYPES.map(({ code, name }) => ({ value: code, label: name })),
  device_status: Object.entries(DEVICE_STATUS).map(([value, label]) => ({ value, label })),
  event_type: items(
    ['1', '交通事故'],
    ['2', '道路施工'],
    ['3', '恶劣天气'],
    ['4', '路面抛洒物'],
    ['5', '交通拥堵'],
  ),
  account_status: items(['0', '正常'], ['1', '已过期'], ['2', '已停用']),
  sex: items(['1', '男'], ['2', '女']),
  /** The platform's switches: '0' means yes (on), as in the configuration codes. */
  yes_no: items(['0', '是'], ['1', '否']),
};
