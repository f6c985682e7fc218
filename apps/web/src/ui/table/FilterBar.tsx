// The filter bar of a configured table: one field per column with a filterOperator (seed 000 §9),
// entered the way its values are — text, picked options, a time or a number — and 查询 / 重置.
import Button from '@douyinfe/semi-ui/lib/es/button';
import DatePicker from '@douyinfe/semi-ui/lib/es/datePicker';
import Input from '@douyinfe/semi-ui/lib/es/input';
import InputNumber from '@douyinfe/semi-ui/lib/es/inputNumber';
import Select from '@douyinfe/semi-ui/lib/es/select';
import TagInput from '@douyinfe/semi-ui/lib/es/tagInput';
import type { FilterInput, FilterOperator } from './filter-operators';
import type { ConfiguredColumn } from './table-columns';
import { OPERATOR_SIGNS, TABLE_TEXTS } from './table-texts';

/** How a column's filter is entered (default: typed text, or typed values for `in`). */
export type FilterField =
  | { kind: 'options'; options: ReadonlyArray<{ label: string; value: string }> }
  | { kind: 'time' }
  /** A calendar day (yyyy-MM-dd): the gateway compares it as that day's midnight. */
  | { kind: 'date' }
  | { kind: 'number' };

export type FilterInputs = Readonly<Record<string, FilterInput | undefined>>;

interface FilterBarProps {
  columns: readonly ConfiguredColumn[];
  fields: Readonly<Record<string, FilterField>>;
  inputs: FilterInputs;
  onInput(key: string, value: FilterInput | undefined): void;
  onSearch(): void;
  onReset(): void;
}

function FilterControl({
  column,
  operator,
  field,
  value,
  onInput,
  onSearch,
}: {
  column: ConfiguredColumn;
  operator: FilterOperator;
  field: FilterField | undefined;
  value: FilterInput | undefined;
  onInput(value: FilterInput | undefined): void;
  onSearch(): void;
}) {
  const label = `${column.title}${OPERATOR_SIGNS[operator] ?? ''}`;
  const common = { 'aria-label': label, placeholder: column.title, style: { width: '100%' } } as const;
  if (field?.kind === 'options') {
    const multiple = operator === 'in';
    return (
      <Select
        {...common}
        multiple={multiple}
        maxTagCount={2}
        showClear
        optionList={field.options.map((option) => ({ ...option }))}
        value={
          multiple ? ((value as string[] | undefined) ?? []) : ((value as string | undefined) ?? undefined)
        }
        onChange={(next) =>
          onInput(Array.isArray(next) ? next.map(String) : next === undefined ? undefined : String(next))
        }
      />
    );
  }
  if (field?.kind === 'time' || field?.kind === 'date') {
    const day = field.kind === 'date';
    return (
      <DatePicker
        {...common}
        type={day ? 'date' : 'dateTime'}
        format={day ? 'yyyy-MM-dd' : 'yyyy-MM-dd HH:mm:ss'}
        value={typeof value === 'string' && value !== '' ? value : undefined}
        onChange={(_date, text) => onInput(typeof text === 'string' && text !== '' ? text : undefined)}
      />
    );
  }
  if (field?.kind === 'number') {
    return (
      <InputNumber
        {...common}
        value={typeof value === 'string' && value !== '' ? Number(value) : undefined}
        onNumberChange={(next) => onInput(Number.isFinite(next) ? String(next) : undefined)}
        onEnterPress={onSearch}
      />
    );
  }
  if (operator === 'in') {
    return (
      <TagInput
        {...common}
        separator={[',', '，']}
        value={Array.isArray(value) ? [...value] : []}
        onChange={(next) => onInput(next)}
      />
    );
  }
  return (
    <Input
      {...common}
      showClear
      value={typeof value === 'string' ? value : ''}
      onChange={(next) => onInput(next)}
      onEnterPress={onSearch}
    />
  );
}

export function FilterBar({ columns, fields, inputs, onInput, onSearch, onReset }: FilterBarProps) {
  const filtering = columns.filter((column) => column.filterOperator);
  if (filtering.length === 0) return null;
  return (
    <form
      className="jt-config-table__filters"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      {filtering.map((column) => (
        <div key={column.key} className="jt-config-table__filter" data-filter-key={column.key}>
          <span className="jt-config-table__filter-label">
            {column.title}
            {OPERATOR_SIGNS[column.filterOperator as FilterOperator] ?? ''}
          </span>
          <FilterControl
            column={column}
            operator={column.filterOperator as FilterOperator}
            field={fields[column.key]}
            value={inputs[column.key]}
            onInput={(value) => onInput(column.key, value)}
            onSearch={onSearch}
          />
        </div>
      ))}
      <div className="jt-config-table__filter-actions">
        <Button theme="solid" type="primary" htmlType="submit">
          {TABLE_TEXTS.search}
        </Button>
        <Button onClick={onReset}>{TABLE_TEXTS.reset}</Button>
      </div>
    </form>
  );
}
