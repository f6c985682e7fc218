// Changes to the dictionaries of the mock's store (数据字典 page): add, edit and remove an item,
// refusing what would make listDicInfo ambiguous (two items with one value or one label).
import type { DicItem } from '@jt/mocks/dictionaries';
import type { MockStore } from '../store/mock-store';
import { dictionaryRecords } from './catalogs';

export interface DicItemChange {
  dicCode: string;
  value: string;
  label: string;
  originalValue?: string;
}

export type DicOutcome = { ok: true; items: DicItem[] } | { ok: false; reason: string };

export function dictionaryTypes(store: MockStore): Array<{ dicCode: string; count: number }> {
  return dictionaryRecords(store)
    .entries()
    .map(([dicCode, items]) => ({ dicCode, count: items.length }))
    .sort((a, b) => a.dicCode.localeCompare(b.dicCode));
}

export function saveDicItem(store: MockStore, change: DicItemChange): DicOutcome {
  const records = dictionaryRecords(store);
  const items = records.get(change.dicCode) ?? [];
  const value = change.value.trim();
  const label = change.label.trim();
  if (!value || !label) return { ok: false, reason: '字典值和字典标签不能为空' };
  const editing = change.originalValue;
  if (editing !== undefined && !items.some((item) => item.value === editing)) {
    return { ok: false, reason: `字典 ${change.dicCode} 中没有值为 ${editing} 的项` };
  }
  const others = items.filter((item) => item.value !== editing);
  if (others.some((item) => item.value === value)) return { ok: false, reason: `字典值 ${value} 已存在` };
  if (others.some((item) => item.label === label)) return { ok: false, reason: `字典标签 ${label} 已存在` };
  const next =
    editing === undefined
      ? [...items, { value, label }]
      : items.map((item) => (item.value === editing ? { value, label } : item));
  records.set(change.dicCode, next);
  return { ok: true, items: next };
}

export function deleteDicItem(store: MockStore, dicCode: string, value: string): DicOutcome {
  const records = dictionaryRecords(store);
  const items = records.get(dicCode) ?? [];
  if (!items.some((item) => item.value === value)) {
    return { ok: false, reason: `字典 ${dicCode} 中没有值为 ${value} 的项` };
  }
  const next = items.filter((item) => item.value !== value);
  records.set(dicCode, next);
  return { ok: true, items: next };
}
