// /system/holiday 节假日参数 (seed 000 §2's system pages): the holiday calendar as a year view —
// twelve months, each day off marked 休 and each weekend day worked (调休) marked 班. A day is
// clicked to add it (name and type) or to change or remove it; 新增日期 adds one by its date. A
// date already in the calendar is refused by the gateway in its words. Each way in follows its
// button code (seed 000 §6): a marked day opens with holiday:edit, an unmarked one with holiday:add.
import Button from '@douyinfe/semi-ui/lib/es/button';
import { Form } from '@douyinfe/semi-ui/lib/es/form';
import Popconfirm from '@douyinfe/semi-ui/lib/es/popconfirm';
import Select from '@douyinfe/semi-ui/lib/es/select';
import Spin from '@douyinfe/semi-ui/lib/es/spin';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { showMessage } from '../../lib/messages/popup-message';
import { PermissionButton } from '../../lib/permissions/PermissionButton';
import { usePermission } from '../../lib/permissions/use-permission';
import { FormModal } from '../../ui/form/FormModal';
import { failureText } from '../../ui/table';
import {
  createHoliday,
  deleteHoliday,
  type Holiday,
  type HolidayType,
  holidaysOf,
  updateHoliday,
} from './holiday-calls';
import {
  DATE_PATTERN,
  HOLIDAY_BUTTONS,
  isWeekend,
  monthDays,
  HOLIDAY_TEXTS as TEXT,
  validDate,
  weekColumn,
  yearOptions,
  yearSummary,
} from './holiday-rules';
import './holidays.css';
import '../shell/pages.css';

type Editing = { date: string; day: Holiday | null; dateFixed: boolean };
type DayValues = { date: string; name: string; type: string };

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

export default function HolidayPage() {
  const [year, setYear] = useState(() => new Date().getFullYear());
  const [days, setDays] = useState<Holiday[] | null>(null);
  const [failure, setFailure] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  // The year last asked for: an answer for another year (the user moved on) is dropped.
  const asked = useRef(year);
  const mayAdd = usePermission(HOLIDAY_BUTTONS.add);
  const mayEdit = usePermission(HOLIDAY_BUTTONS.edit);
  const mayDelete = usePermission(HOLIDAY_BUTTONS.delete);

  const load = useCallback((shown: number) => {
    asked.current = shown;
    setFailure('');
    holidaysOf(shown).then(
      (value) => asked.current === shown && setDays(value),
      (error: unknown) => asked.current === shown && setFailure(failureText(TEXT.loadFailed, error)),
    );
  }, []);
  useEffect(() => load(year), [year, load]);
  const reload = () => load(year);

  const byDate = useMemo(() => new Map((days ?? []).map((day) => [day.date, day])), [days]);

  const remove = (date: string) =>
    deleteHoliday(date).then(
      () => {
        showMessage(TEXT.deleted, { type: 'success' });
        setEditing(null);
        reload();
      },
      (error: unknown) => showMessage(failureText(TEXT.deleteFailed, error)),
    );

  return (
    <div className="jt-page jt-holidays">
      <section className="jt-card" aria-label={TEXT.title}>
        <div className="jt-holidays__toolbar">
          <Select
            aria-label={TEXT.year}
            value={year}
            optionList={yearOptions(new Date().getFullYear()).map((y) => ({ value: y, label: `${y}年` }))}
            onChange={(value) => setYear(Number(value))}
            style={{ width: 120 }}
          />
          {days && <span className="jt-holidays__summary">{yearSummary(days)}</span>}
          <span className="jt-holidays__legend">
            <i className="jt-holidays__mark jt-holidays__mark--off">{TEXT.off}</i>
            {TEXT.types[0].label}
            <i className="jt-holidays__mark jt-holidays__mark--worked">{TEXT.worked}</i>
            {TEXT.types[1].label}
          </span>
          <PermissionButton
            permission={HOLIDAY_BUTTONS.add}
            theme="solid"
            type="primary"
            onClick={() => setEditing({ date: '', day: null, dateFixed: false })}
          >
            {TEXT.add}
          </PermissionButton>
        </div>
        {failure && (
          <p className="jt-holidays__failure" role="alert">
            {failure}
          </p>
        )}
        {!days && !failure && <Spin />}
        {days && (
          <div className="jt-holidays__year" data-year={year}>
            {MONTHS.map((month) => (
              <div key={month} className="jt-holidays__month">
                <h3>{`${month}月`}</h3>
                <div className="jt-holidays__grid">
                  {TEXT.weekdays.map((name) => (
                    <span key={name} className="jt-holidays__weekday">
                      {name}
                    </span>
                  ))}
                  {monthDays(year, month).map((date, i) => {
                    const day = byDate.get(date);
                    const kind = day
                      ? day.type === '1'
                        ? 'off'
                        : 'worked'
                      : isWeekend(date)
                        ? 'weekend'
                        : 'plain';
                    return (
                      <button
                        key={date}
                        type="button"
                        className={`jt-holidays__day jt-holidays__day--${kind}`}
                        title={day ? `${date} ${day.name}（${day.typeName}）` : date}
                        aria-label={day ? `${date} ${day.name} ${day.typeName}` : date}
                        data-date={date}
                        // The first day starts in its weekday's column; the others follow.
                        style={i === 0 ? { gridColumnStart: weekColumn(date) } : undefined}
                        onClick={() =>
                          (day ? mayEdit : mayAdd) && setEditing({ date, day: day ?? null, dateFixed: true })
                        }
                      >
                        {Number(date.slice(8))}
                        {day && <i>{day.type === '1' ? TEXT.off : TEXT.worked}</i>}
                      </button>
                    );
                  })}
                </div>
              </div>
            ))}
          </div>
        )}
      </section>
      {editing && (
        <FormModal<DayValues>
          title={editing.day ? TEXT.edit : TEXT.add}
          failedText={TEXT.saveFailed}
          width={480}
          initValues={{
            date: editing.date,
            name: editing.day?.name ?? '',
            type: editing.day?.type ?? (editing.date && isWeekend(editing.date) ? '2' : '1'),
          }}
          onClose={() => setEditing(null)}
          onSubmit={async (values) => {
            const type = values.type as HolidayType;
            if (editing.day) await updateHoliday(editing.day.date, values.name.trim(), type);
            else await createHoliday(values.date.trim(), values.name.trim(), type);
            showMessage(TEXT.saved, { type: 'success' });
            setEditing(null);
            const shown = Number(values.date.slice(0, 4));
            if (shown !== year && shown > 0) setYear(shown);
            else reload();
          }}
        >
          {() => (
            <>
              <Form.Input
                field="date"
                label={TEXT.date}
                placeholder="yyyy-MM-dd"
                disabled={editing.dateFixed}
                rules={[
                  { required: true, whitespace: true, message: TEXT.dateRequired },
                  {
                    validator: (_rule: unknown, value: unknown) =>
                      typeof value === 'string' && DATE_PATTERN.test(value.trim()) && validDate(value.trim()),
                    message: TEXT.dateFormat,
                  },
                ]}
              />
              <Form.Input
                field="name"
                label={TEXT.name}
                maxLength={20}
                rules={[{ required: true, whitespace: true, message: TEXT.nameRequired }]}
              />
              <Form.RadioGroup field="type" label={TEXT.type}>
                {TEXT.types.map(({ value, label }) => (
                  <Form.Radio key={value} value={value}>
                    {label}
                  </Form.Radio>
                ))}
              </Form.RadioGroup>
              {editing.day && mayDelete && (
                // Asked first, as every delete of the platform is: one click must not lose a day.
                <Popconfirm
                  title={TEXT.deleteConfirm}
                  okText={TEXT.confirm}
                  cancelText={TEXT.cancel}
                  onConfirm={() => {
                    if (editing.day) void remove(editing.day.date);
                  }}
                >
                  <Button type="danger" theme="borderless">
                    {TEXT.delete}
                  </Button>
                </Popconfirm>
              )}
            </>
          )}
        </FormModal>
      )}
    </div>
  );
}
