// The form of a road section beside the map (新增路段 / 编辑路段): Semi Form with the name, the
// route (RouteField), the stakes (StakeField, start before end), the direction (road_direction)
// and a remark; the line comes from the map's toolbar. Nothing is sent while a rule fails; the
// gateway's refusal is shown under the form in its words, what was entered kept.
import Button from '@douyinfe/semi-ui/lib/es/button';
import { Form } from '@douyinfe/semi-ui/lib/es/form';
import type { FormApi } from '@douyinfe/semi-ui/lib/es/form/interface';
import { useRef, useState } from 'react';
import type { Option } from '../../lib/reference/reference-data';
import { EndStakeField } from '../../ui/form/EndStakeField';
import { RouteField } from '../../ui/form/RouteField';
import { StakeField } from '../../ui/form/StakeField';
import type { LngLat } from '../../ui/map';
import { failureText } from '../../ui/table';
import type { RoadSection, RoadSectionFields } from './road-draw-calls';
import {
  pathProblem,
  SECTION_LIMITS,
  type SectionFormValues,
  sectionFormValues,
  sectionPath,
  sectionPayload,
  ROAD_DRAW_TEXTS as T,
} from './road-draw-rules';

export interface SectionFormProps {
  /** The section edited; null for a new one. */
  section: RoadSection | null;
  /** The line drawn on the map since the form opened (empty: none). */
  drawn: readonly LngLat[];
  directions: readonly Option[];
  onSave(fields: RoadSectionFields): Promise<void>;
  onCancel(): void;
}

export function SectionForm({ section, drawn, directions, onSave, onCancel }: SectionFormProps) {
  const formApi = useRef<FormApi<SectionFormValues> | null>(null);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState('');
  const [pathError, setPathError] = useState('');
  // A new line drawn replaces the saved one; without one an edit keeps the saved line.
  const path: readonly LngLat[] = drawn.length > 0 ? drawn : section ? sectionPath(section) : [];

  const save = async () => {
    const api = formApi.current;
    if (!api || saving) return;
    let values: SectionFormValues;
    try {
      values = await api.validate();
    } catch {
      return;
    }
    const problem = pathProblem(path);
    setPathError(problem ?? '');
    if (problem) return;
    setSaving(true);
    setRefusal('');
    try {
      await onSave(sectionPayload(values, path));
    } catch (error) {
      setRefusal(failureText(T.saveFailed, error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="jt-road-draw__form" aria-label={section ? T.editTitle : T.add}>
      <h3 className="jt-card__title">{section ? T.editTitle : T.add}</h3>
      <Form<SectionFormValues>
        getFormApi={(api) => {
          formApi.current = api;
        }}
        initValues={sectionFormValues(section)}
        labelPosition="left"
        labelWidth={84}
      >
        <Form.Input
          field="sectionName"
          label={T.fields.sectionName}
          maxLength={SECTION_LIMITS.name}
          showClear
          rules={[{ required: true, whitespace: true, message: T.nameRequired }]}
        />
        <RouteField field="routeCode" label={T.fields.routeCode} />
        <StakeField field="startStakeNo" label={T.fields.startStakeNo} />
        <EndStakeField label={T.fields.endStakeNo} />
        <Form.Select
          field="direction"
          label={T.fields.direction}
          style={{ width: '100%' }}
          optionList={[...directions]}
          rules={[{ required: true, message: T.directionRequired }]}
        />
        <Form.TextArea field="remark" label={T.fields.remark} maxCount={SECTION_LIMITS.remark} rows={2} />
        <Form.Slot label={T.fields.path}>
          <span data-path-points={path.length}>
            {drawn.length > 0 ? T.pathDrawn(drawn.length) : section ? T.pathKept(path.length) : T.pathMissing}
          </span>
        </Form.Slot>
      </Form>
      {pathError && (
        <p className="jt-road-draw__failure" role="alert">
          {pathError}
        </p>
      )}
      {refusal && (
        <p className="jt-road-draw__failure" role="alert">
          {refusal}
        </p>
      )}
      <div className="jt-road-draw__form-actions">
        <Button onClick={onCancel}>{T.cancel}</Button>
        <Button theme="solid" type="primary" loading={saving} onClick={() => void save()}>
          {T.save}
        </Button>
      </div>
    </section>
  );
}
