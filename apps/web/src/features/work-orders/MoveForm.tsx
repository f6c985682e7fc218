// The forms of the moves that carry input: 派单 (maintenance unit, deadline, remark) and the
// acceptance (opinion ≤ 200 characters, seed 001 §4). Semi Form checks the rules; the gateway's
// refusal is shown under the form in its own words (FormModal).
import { Form } from '@douyinfe/semi-ui/lib/es/form';
import { useEffect, useState } from 'react';
import { FormModal } from '../../ui/form/FormModal';
import { failureText } from '../../ui/table';
import { maintenanceUnits, moveWorkOrder, type Organisation, type WorkOrderDetail } from './work-order-calls';
import {
  actionName,
  deadlineProblem,
  formatDateTime,
  lengthProblem,
  OPINION_MAX,
  opinionRequired,
  REMARK_MAX,
} from './work-order-rules';
import { WORK_ORDER_TEXTS } from './work-order-texts';

type FormAction = 'dispatch' | 'accept' | 'reject';

type Values = { maintainUnitId?: string; deadline?: Date | null; remark?: string; opinion?: string };

/** A Semi rule from one of the pure rules (its message is the rule's own). */
const lengthRule = (label: string, max: number) => ({
  validator: (_rule: unknown, value: string | undefined) => lengthProblem(value, label, max) === null,
  message: WORK_ORDER_TEXTS.tooLong(label, max),
});

export function MoveForm({
  action,
  ids,
  onClose,
  onMoved,
}: {
  action: FormAction;
  /** The orders moved in one go (several for the dispatcher's queue). */
  ids: readonly string[];
  onClose(): void;
  onMoved(orders: WorkOrderDetail[]): void;
}) {
  const [units, setUnits] = useState<Organisation[]>([]);
  const [unitsFailed, setUnitsFailed] = useState('');
  useEffect(() => {
    if (action !== 'dispatch') return;
    maintenanceUnits().then(setUnits, (error: unknown) =>
      setUnitsFailed(failureText(WORK_ORDER_TEXTS.unitsFailed, error)),
    );
  }, [action]);

  const name = actionName(action);
  return (
    <FormModal<Values>
      title={ids.length > 1 ? `${name}（${ids.length}）` : name}
      failedText={WORK_ORDER_TEXTS.moveFailed(name)}
      onClose={onClose}
      onSubmit={async (values) => {
        const moved: WorkOrderDetail[] = [];
        // One call per order: each is its own move, refused or done on its own.
        for (const id of ids) {
          moved.push(
            action === 'dispatch'
              ? await moveWorkOrder('dispatch', id, {
                  maintainUnitId: values.maintainUnitId ?? '',
                  ...(values.deadline ? { deadline: formatDateTime(values.deadline) } : {}),
                  ...(values.remark?.trim() ? { remark: values.remark.trim() } : {}),
                })
              : await moveWorkOrder(
                  action,
                  id,
                  values.opinion?.trim() ? { opinion: values.opinion.trim() } : {},
                ),
          );
        }
        onMoved(moved);
      }}
    >
      {() =>
        action === 'dispatch' ? (
          <>
            <Form.Select
              field="maintainUnitId"
              label={WORK_ORDER_TEXTS.maintainUnit}
              style={{ width: '100%' }}
              filter
              optionList={units.map((unit) => ({ label: unit.orgName, value: unit.id }))}
              rules={[{ required: true, message: WORK_ORDER_TEXTS.chooseUnit }]}
            />
            <Form.DatePicker
              field="deadline"
              label={WORK_ORDER_TEXTS.deadline}
              type="dateTime"
              style={{ width: '100%' }}
              rules={[
                {
                  validator: (_r: unknown, value: Date | null) => deadlineProblem(value, new Date()) === null,
                  message: WORK_ORDER_TEXTS.deadlinePast,
                },
              ]}
            />
            <Form.TextArea
              field="remark"
              label={WORK_ORDER_TEXTS.remark}
              rows={2}
              maxCount={REMARK_MAX}
              rules={[lengthRule(WORK_ORDER_TEXTS.remark, REMARK_MAX)]}
            />
            {unitsFailed && (
              <p className="jt-form-modal__failure" role="alert">
                {unitsFailed}
              </p>
            )}
          </>
        ) : (
          <Form.TextArea
            field="opinion"
            label={WORK_ORDER_TEXTS.opinion}
            rows={3}
            maxCount={OPINION_MAX}
            rules={[
              ...(opinionRequired(action)
                ? [{ required: true, whitespace: true, message: WORK_ORDER_TEXTS.opinionRequired }]
                : []),
              lengthRule(WORK_ORDER_TEXTS.opinion, OPINION_MAX),
            ]}
          />
        )
      }
    </FormModal>
  );
}
