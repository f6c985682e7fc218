// 病害配置 and 病害映射's rules apart from React: the form's checks (as the gateway's, so nothing
// it would refuse is sent), the entry as the contract takes it, which buttons a type offers and
// which targets a label may be mapped to. The gateway decides the same
// (apps/gateway/src/mock/world/disease-type-records.ts, assistant/label-mappings.ts).
import type { DiseaseType, DiseaseTypeCreate } from './disease-config-calls';

/** The button codes of 病害配置's and 病害映射's entries in the menu tree (seed 000 §6). */
export const DISEASE_CONFIG_BUTTONS = {
  add: 'diseaseType:add',
  edit: 'diseaseType:edit',
  status: 'diseaseType:status',
  delete: 'diseaseType:delete',
  mapping: 'diseaseMapping:edit',
} as const;

export const DISEASE_CATEGORIES = ['裂缝类', '变形类', '松散类', '其他类'] as const;
export const DISEASE_UNITS = ['㎡', 'm'] as const;
export const LEVEL_OPTIONS = [
  { value: 1, label: '轻微' },
  { value: 2, label: '一般' },
  { value: 3, label: '严重' },
] as const;

/** The contract's pattern and limits (DiseaseTypeCreate). */
export const TYPE_CODE_PATTERN = /^[A-Za-z0-9_-]{1,20}$/;
export const TYPE_LIMITS = { code: 20, typeName: 20, names: 10, repairDays: 365 } as const;

export const DISEASE_CONFIG_TEXTS = {
  typesTitle: '病害配置',
  mappingsTitle: '病害映射',
  add: '新增病害类型',
  edit: '编辑病害类型',
  actions: '操作',
  actionNames: { edit: '编辑', disable: '停用', enable: '启用', delete: '删除' },
  done: { edit: '保存成功', disable: '已停用', enable: '已启用', delete: '删除成功' },
  failed: { edit: '保存失败', disable: '停用失败', enable: '启用失败', delete: '删除失败' },
  deleteConfirm: '确定删除该病害类型？',
  disableConfirm: '停用后新增病害将不能选择该类型，已有病害不受影响。确定停用？',
  fields: {
    code: '类型编码',
    typeName: '病害类型',
    category: '病害类别',
    unit: '计量单位',
    levels: '病害等级',
    repairDays: '默认维修时限（天）',
    names: '病害名称',
  },
  namesHint: '巡查人员记录的具体名称，回车添加；不填则与类型同名',
  codeRequired: '请输入类型编码',
  codeFormat: '类型编码只能由 1～20 位字母、数字、下划线或短横线组成',
  nameRequired: '请输入病害类型',
  categoryRequired: '请选择病害类别',
  levelsRequired: '请至少选择一个病害等级',
  repairDaysRequired: '请输入 1～365 天的默认维修时限',
  mapEdit: '修改映射',
  mapTitle: (label: string) => `修改映射：${label}`,
  mapType: '病害类型',
  mapName: '病害名称',
  mapTypePlaceholder: '不映射（按模型原名返回）',
  unmapped: '未映射',
  disabledSuffix: '（已停用）',
  mapDone: '映射已保存',
  mapFailed: '保存失败',
} as const;

export type TypeAction = keyof typeof DISEASE_CONFIG_TEXTS.actionNames;

/** An enabled type is edited, disabled or deleted; a disabled one edited, enabled or deleted. */
export function typeActions(type: Pick<DiseaseType, 'enabled'>): TypeAction[] {
  return type.enabled ? ['edit', 'disable', 'delete'] : ['edit', 'enable', 'delete'];
}

export interface TypeFormValues extends Record<string, unknown> {
  code?: string;
  typeName?: string;
  category?: string;
  unit?: string;
  levels?: number[];
  repairDays?: number;
  names?: string[];
}

/** The form's first values: a new type (areal, every level, a week) or the type as it is. */
export function typeFormValues(type: DiseaseType | null): TypeFormValues {
  if (!type)
    return {
      code: '',
      typeName: '',
      category: '其他类',
      unit: '㎡',
      levels: [1, 2, 3],
      repairDays: 7,
      names: [],
    };
  return {
    code: type.code,
    typeName: type.typeName,
    category: type.category,
    unit: type.unit,
    levels: [...type.levels],
    repairDays: type.repairDays,
    names: [...type.names],
  };
}

/** The checked entry as the contract takes it (trimmed; no names means the type's own name). */
export function typePayload(values: TypeFormValues): DiseaseTypeCreate {
  const typeName = (values.typeName ?? '').trim();
  const names = [...new Set((values.names ?? []).map((name) => name.trim()).filter(Boolean))];
  return {
    code: (values.code ?? '').trim(),
    typeName,
    category: values.category as DiseaseTypeCreate['category'],
    unit: values.unit === 'm' ? 'm' : '㎡',
    levels: [...new Set(values.levels ?? [])].sort() as DiseaseTypeCreate['levels'],
    repairDays: Number(values.repairDays),
    names: names.length > 0 ? names : [typeName],
  };
}

export interface MappingTarget {
  value: string;
  label: string;
}

/**
 * The types a label may be mapped to: the enabled ones, and the one it maps to now even when it
 * has been disabled since (kept, marked).
 */
export function mappingTargets(types: readonly DiseaseType[], current: string | null): MappingTarget[] {
  return types
    .filter((type) => type.enabled || type.code === current)
    .map((type) => ({
      value: type.code,
      label: type.enabled ? type.typeName : `${type.typeName}${DISEASE_CONFIG_TEXTS.disabledSuffix}`,
    }));
}

/** The names a finding of the label may take under a type (the type's recorded names). */
export function mappingNames(types: readonly DiseaseType[], typeCode: string | null | undefined): string[] {
  return types.find((type) => type.code === typeCode)?.names ?? [];
}

/** The change a mapping form sends: no type leaves the label unmapped. */
export function mappingChange(
  values: { typeCode?: string | null; diseaseName?: string | null },
  types: readonly DiseaseType[],
): { typeCode: string | null; diseaseName?: string } {
  if (!values.typeCode) return { typeCode: null };
  const names = mappingNames(types, values.typeCode);
  const name = values.diseaseName && names.includes(values.diseaseName) ? values.diseaseName : names[0];
  return name ? { typeCode: values.typeCode, diseaseName: name } : { typeCode: values.typeCode };
}
