// The words of /maintenanceArea 养护区域.
import type { Schemas } from '@jt/api-contract';

export const MAINTENANCE_AREA_TEXTS = {
  title: '养护区域',
  actions: '操作',
  add: '新增养护区域',
  addTitle: '新增养护区域',
  added: (name: string) => `养护区域已新增：${name}`,
  addFailed: '新增失败',
  edit: '编辑',
  editTitle: (area: Pick<Schemas['MaintenanceArea'], 'areaName'>) => `编辑养护区域 · ${area.areaName}`,
  saved: '养护区域已保存',
  saveFailed: '保存失败',
  deleteConfirm: '确定删除该养护区域吗？',
  deleted: '养护区域已删除',
  deleteFailed: '删除失败',
  required: (label: string) => `请输入${label}`,
  choose: (label: string) => `请选择${label}`,
  phone: '联系电话格式不正确，应为1开头的11位手机号或带区号的固定电话（如 025-84431101）',
  orgsFailed: '单位加载失败',
  roadsFailed: '路线加载失败，路线筛选暂不可选',
} as const;
