// 数据字典's form rules: what the gateway's saveDicItem refuses, caught at the field first.
/** The button codes of 数据字典's entries in the menu tree (seed 000 §6). */
export const DIC_BUTTONS = { add: 'dict:add', edit: 'dict:edit', delete: 'dict:delete' } as const;

export const DIC_TEXTS = {
  title: '数据字典',
  add: '新增字典项',
  edit: '编辑字典项',
  delete: '删除',
  editAction: '编辑',
  deleteConfirm: '确定删除该字典项？',
  saved: '保存成功',
  deleted: '删除成功',
  saveFailed: '保存失败',
  deleteFailed: '删除失败',
  loadFailed: '字典读取失败',
  value: '字典值',
  label: '字典标签',
  valueRequired: '请输入字典值',
  labelRequired: '请输入字典标签',
  valueTaken: '字典值已存在',
  labelTaken: '字典标签已存在',
} as const;

export const DIC_LIMITS = { value: 32, label: 50 } as const;

// A type, not an interface: the form modal wants a Record.
export type DicItemDraft = { value: string; label: string };

/** Per field, the message for a draft that cannot be saved next to the dictionary's other items. */
export function dicItemErrors(
  draft: DicItemDraft,
  items: readonly DicItemDraft[],
  originalValue?: string,
): Partial<Record<keyof DicItemDraft, string>> {
  const errors: Partial<Record<keyof DicItemDraft, string>> = {};
  const value = draft.value.trim();
  const label = draft.label.trim();
  const others = items.filter((item) => item.value !== originalValue);
  if (!value) errors.value = DIC_TEXTS.valueRequired;
  else if (value.length > DIC_LIMITS.value) errors.value = `字典值不能超过 ${DIC_LIMITS.value} 个字符`;
  else if (others.some((item) => item.value === value)) errors.value = DIC_TEXTS.valueTaken;
  if (!label) errors.label = DIC_TEXTS.labelRequired;
  else if (label.length > DIC_LIMITS.label) errors.label = `字典标签不能超过 ${DIC_LIMITS.label} 个字符`;
  else if (others.some((item) => item.label === label)) errors.label = DIC_TEXTS.labelTaken;
  return errors;
}
