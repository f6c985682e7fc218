// The disease types the platform knows (病害配置): the one list every reader of types asks —
// /diseaseManage's writes (world/diseases.ts), the disease_type dictionary its form and filters
// offer, the recognition's mapping and the screens. Seeded from the world's catalogue
// (@jt/mocks/world/disease-types), kept in the store (DATA_DIR) with the administrators' changes.
// A write is checked whole before anything is saved; the dictionary is rewritten from this list
// after every write, so it never offers a type this list does not (or a disabled one).

import { DISEASE_TYPES, type DiseaseLevel, diseaseType, LEVEL_NAMES } from '@jt/mocks/world/disease-types';
import { formatTime } from '@jt/mocks/world/time';
import { dictionaryRecords } from '../config/catalogs';
import type { Collection, MockStore } from '../store/mock-store';
import { done, refused, type WorldResult } from './field-specs';

export const DISEASE_CATEGORIES = ['裂缝类', '变形类', '松散类', '其他类'] as const;
export type DiseaseCategory = (typeof DISEASE_CATEGORIES)[number];
export type DiseaseUnit = '㎡' | 'm';

export interface DiseaseTypeRecord {
  code: string;
  typeName: string;
  category: DiseaseCategory;
  unit: DiseaseUnit;
  levels: DiseaseLevel[];
  repairDays: number;
  names: string[];
  enabled: boolean;
  /** When a user last changed it; null as installed. */
  updateMs: number | null;
}

/** What an administrator enters (the code only when creating). */
export interface DiseaseTypeInput {
  typeName: string;
  category: DiseaseCategory;
  unit: DiseaseUnit;
  levels: DiseaseLevel[];
  repairDays: number;
  names?: string[];
}

/** The JTG 5210 class and the usual repair deadline of the catalogue's types. */
const INSTALLED: Readonly<Record<string, { category: DiseaseCategory; repairDays: number }>> = {
  '1': { category: '裂缝类', repairDays: 15 },
  '2': { category: '松散类', repairDays: 3 },
  '3': { category: '变形类', repairDays: 15 },
  '4': { category: '变形类', repairDays: 7 },
  '5': { category: '裂缝类', repairDays: 15 },
  '6': { category: '松散类', repairDays: 7 },
  '7': { category: '变形类', repairDays: 15 },
  '8': { category: '其他类', repairDays: 30 },
  '9': { category: '其他类', repairDays: 15 },
  '10': { category: '其他类', repairDays: 3 },
};

const CODE_PATTERN = /^[A-Za-z0-9_-]{1,20}$/;
const byCode = (a: { code: string }, b: { code: string }) =>
  a.code.localeCompare(b.code, 'en', { numeric: true });

export const DISEASE_TYPE_REFUSALS = {
  missing: '病害类型不存在或已删除',
  code: '病害类型编码只能由 1～20 位字母、数字、下划线或短横线组成',
  name: '病害类型名称不能为空，最多 20 个字',
  levels: '请至少选择一个病害等级',
  repairDays: '默认维修时限应为 1～365 天的整数',
  names: '病害名称不能为空、不能重复，最多 10 个',
} as const;

export function diseaseTypeRecords(store: MockStore): Collection<DiseaseTypeRecord> {
  return store.collection<DiseaseTypeRecord>('diseaseTypes', () =>
    Object.fromEntries(
      DISEASE_TYPES.map((type) => [
        type.code,
        {
          code: type.code,
          typeName: type.typeName,
          category: INSTALLED[type.code]?.category ?? '其他类',
          unit: type.unit,
          levels: [1, 2, 3],
          repairDays: INSTALLED[type.code]?.repairDays ?? 7,
          names: [...type.names],
          enabled: true,
          updateMs: null,
        } satisfies DiseaseTypeRecord,
      ]),
    ),
  );
}

/** Checks an entry (trimmed); the cleaned entry or the first reason it is refused. */
export function checkedTypeInput(
  input: DiseaseTypeInput,
  others: readonly DiseaseTypeRecord[],
  current: DiseaseTypeRecord | null,
): WorldResult<Required<DiseaseTypeInput>> {
  const typeName = input.typeName.trim();
  if (!typeName || typeName.length > 20) return refused(DISEASE_TYPE_REFUSALS.name);
  const twin = others.find((type) => type.typeName === typeName);
  if (twin) return refused(`病害类型名称「${typeName}」已存在（编码 ${twin.code}）`);
  const levels = [...new Set(input.levels)].sort();
  if (levels.length === 0 || levels.some((level) => !LEVEL_NAMES[level]))
    return refused(DISEASE_TYPE_REFUSALS.levels);
  if (!Number.isInteger(input.repairDays) || input.repairDays < 1 || input.repairDays > 365)
    return refused(DISEASE_TYPE_REFUSALS.repairDays);
  // A renamed type keeps the names inspectors record unless they are given.
  const names = (input.names ?? current?.names ?? [typeName]).map((name) => name.trim());
  if (
    names.length === 0 ||
    names.length > 10 ||
    names.some((name) => !name || name.length > 20) ||
    new Set(names).size !== names.length
  )
    return refused(DISEASE_TYPE_REFUSALS.names);
  return done({
    typeName,
    category: input.category,
    unit: input.unit,
    levels,
    repairDays: input.repairDays,
    names,
  });
}

export class DiseaseTypes {
  private readonly records: Collection<DiseaseTypeRecord>;

  constructor(
    private readonly store: MockStore,
    private readonly now: () => number,
  ) {
    this.records = diseaseTypeRecords(store);
  }

  /** Every type, in code order. */
  rows(): DiseaseTypeRecord[] {
    return this.records.values().sort(byCode);
  }

  get(code: string): DiseaseTypeRecord | undefined {
    return this.records.get(code);
  }

  /** The types a new disease may have (the enabled ones), in code order. */
  offered(): DiseaseTypeRecord[] {
    return this.rows().filter((type) => type.enabled);
  }

  /** The pictures of a type (the catalogue's; a type users made has none). */
  pictures(code: string): readonly string[] {
    return diseaseType(code)?.pictures ?? [];
  }

  create(code: string, input: DiseaseTypeInput): WorldResult<DiseaseTypeRecord> {
    const key = code.trim();
    if (!CODE_PATTERN.test(key)) return refused(DISEASE_TYPE_REFUSALS.code);
    const existing = this.records.get(key);
    if (existing) return refused(`病害类型编码「${key}」已存在（${existing.typeName}）`);
    const checked = checkedTypeInput(input, this.rows(), null);
    if (!checked.ok) return checked;
    return this.save({ code: key, ...checked.value, enabled: true, updateMs: this.now() });
  }

  update(code: string, input: DiseaseTypeInput): WorldResult<DiseaseTypeRecord> {
    const current = this.records.get(code);
    if (!current) return refused(DISEASE_TYPE_REFUSALS.missing);
    const others = this.rows().filter((type) => type.code !== code);
    const checked = checkedTypeInput(input, others, current);
    if (!checked.ok) return checked;
    return this.save({ ...current, ...checked.value, updateMs: this.now() });
  }

  setEnabled(code: string, enabled: boolean): WorldResult<DiseaseTypeRecord> {
    const current = this.records.get(code);
    if (!current) return refused(DISEASE_TYPE_REFUSALS.missing);
    return this.save({ ...current, enabled, updateMs: this.now() });
  }

  /** Deletes a type; `inUse` says why it must stay (diseases or mappings use it), if so. */
  remove(code: string, inUse: (type: DiseaseTypeRecord) => string | null): WorldResult<DiseaseTypeRecord> {
    const current = this.records.get(code);
    if (!current) return refused(DISEASE_TYPE_REFUSALS.missing);
    const reason = inUse(current);
    if (reason) return refused(reason);
    this.records.delete(code);
    this.writeDictionary();
    return done(current);
  }

  private save(record: DiseaseTypeRecord): WorldResult<DiseaseTypeRecord> {
    this.records.set(record.code, record);
    this.writeDictionary();
    return done(record);
  }

  /** The disease_type dictionary (listDicInfo: /diseaseManage's form and filters) follows the list. */
  private writeDictionary(): void {
    dictionaryRecords(this.store).set(
      'disease_type',
      this.offered().map((type) => ({ value: type.code, label: type.typeName })),
    );
  }

  /** A type as the contract shows it. */
  static levelNames(type: DiseaseTypeRecord): string {
    return type.levels.map((level) => LEVEL_NAMES[level]).join('、');
  }

  static updateTime(type: DiseaseTypeRecord, installedMs: number): string {
    return formatTime(type.updateMs ?? installedMs);
  }
}
