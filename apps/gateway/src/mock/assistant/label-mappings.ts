// 病害映射: which of the platform's disease types (病害配置) each label of the recognition model
// stands for. The recognition (analysisImage) answers a finding with its label's mapped disease
// name and measures it in the mapped type's unit; an unmapped label is answered as the model
// names it. Kept in the store (DATA_DIR); installed so every label the catalogue knows by name maps
// to that type (the answers are then the model's own names).

import { DISEASE_TYPES } from '@jt/mocks/world/disease-types';
import { formatTime } from '@jt/mocks/world/time';
import type { Collection, MockStore } from '../store/mock-store';
import type { DiseaseTypeRecord, DiseaseTypes, DiseaseUnit } from '../world/disease-type-records';
import { done, refused, type WorldResult } from '../world/field-specs';

/**
 * Every label the model can answer, in its own order. The first eight are those it finds on road
 * pictures (recognition.ts draws from them); the others it knows too (a scripted recognition can
 * answer them) and the platform has no type for as installed.
 */
export const MODEL_LABELS = [
  '坑槽',
  '横向裂缝',
  '纵向裂缝',
  '龟裂',
  '松散',
  '车辙',
  '修补不良',
  '泛油',
  '块状裂缝',
  '波浪拥包',
  '井盖沉陷',
  '标线缺损',
] as const;

export interface LabelMappingRecord {
  typeCode: string | null;
  diseaseName: string | null;
  /** When a user last changed it; null as installed. */
  updateMs: number | null;
}

/** How the recognition names and measures a label's findings. */
export interface LabelReading {
  name: string;
  unit: DiseaseUnit;
}

export interface LabelMappingView {
  label: string;
  typeCode: string | null;
  typeName: string | null;
  diseaseName: string | null;
  mapped: boolean;
  statusName: '已映射' | '未映射';
  typeEnabled: boolean | null;
  updateTime: string | null;
}

export function labelMappingRecords(store: MockStore): Collection<LabelMappingRecord> {
  return store.collection<LabelMappingRecord>('diseaseLabelMappings', () =>
    Object.fromEntries(
      MODEL_LABELS.map((label) => {
        const type = DISEASE_TYPES.find((t) => t.names.includes(label));
        return [label, { typeCode: type?.code ?? null, diseaseName: type ? label : null, updateMs: null }];
      }),
    ),
  );
}

export class LabelMappings {
  private readonly records: Collection<LabelMappingRecord>;

  constructor(
    store: MockStore,
    private readonly types: DiseaseTypes,
    private readonly now: () => number,
  ) {
    this.records = labelMappingRecords(store);
  }

  /** The target type of a mapping, if it still exists. */
  private target(record: LabelMappingRecord | undefined): DiseaseTypeRecord | undefined {
    return record?.typeCode ? this.types.get(record.typeCode) : undefined;
  }

  /** Every label with its mapping, in the model's order. */
  rows(): LabelMappingView[] {
    return MODEL_LABELS.map((label) => this.view(label));
  }

  view(label: string): LabelMappingView {
    const record = this.records.get(label);
    const type = this.target(record);
    const name = type ? this.nameIn(type, record?.diseaseName ?? null) : null;
    return {
      label,
      typeCode: type?.code ?? null,
      typeName: type?.typeName ?? null,
      diseaseName: name,
      mapped: type !== undefined,
      statusName: type ? '已映射' : '未映射',
      typeEnabled: type ? type.enabled : null,
      updateTime: record?.updateMs ? formatTime(record.updateMs) : null,
    };
  }

  /** The labels that map to a type (a type they map to is not deleted). */
  labelsOf(typeCode: string): string[] {
    return MODEL_LABELS.filter((label) => this.records.get(label)?.typeCode === typeCode);
  }

  /** How the recognition answers a label now. */
  reading(label: string): LabelReading {
    const record = this.records.get(label);
    const type = this.target(record);
    if (!type) return { name: label, unit: '㎡' };
    return { name: this.nameIn(type, record?.diseaseName ?? null), unit: type.unit };
  }

  update(label: string, typeCode: string | null, diseaseName?: string): WorldResult<LabelMappingView> {
    if (!(MODEL_LABELS as readonly string[]).includes(label)) return refused(`识别标签「${label}」不存在`);
    if (typeCode === null) {
      this.records.set(label, { typeCode: null, diseaseName: null, updateMs: this.now() });
      return done(this.view(label));
    }
    const type = this.types.get(typeCode);
    if (!type) return refused(`病害类型「${typeCode}」不存在`);
    const current = this.records.get(label);
    // Re-pointing a label at a disabled type is refused; a mapping kept as it was may stay on one.
    if (!type.enabled && current?.typeCode !== typeCode)
      return refused(`病害类型「${type.typeName}」已停用，不能选用`);
    const name = diseaseName?.trim() || type.names[0];
    if (!name || !type.names.includes(name))
      return refused(`病害名称「${diseaseName}」不属于${type.typeName}（可选：${type.names.join('、')}）`);
    this.records.set(label, { typeCode, diseaseName: name, updateMs: this.now() });
    return done(this.view(label));
  }

  /** The mapped name if the type still has it, else the type's first (a type's names may change). */
  private nameIn(type: DiseaseTypeRecord, name: string | null): string {
    return name && type.names.includes(name) ? name : (type.names[0] ?? type.typeName);
  }
}
