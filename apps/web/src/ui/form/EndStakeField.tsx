// The end stake (止点桩号) of a stretch in a management form: written K1234+500 and after the
// start field's stake (the gateway checks that the route has both).
import { Form, useFormApi } from '@douyinfe/semi-ui/lib/es/form';
import { STAKE_TEXTS, stakeRangeProblem } from './stake';

export interface EndStakeFieldProps {
  field?: string;
  /** The field holding the start stake. */
  startField?: string;
  label?: string;
  placeholder?: string;
  required?: boolean;
}

export function EndStakeField({
  field = 'endStakeNo',
  startField = 'startStakeNo',
  label = '止点桩号',
  placeholder = 'K264+449',
  required = true,
}: EndStakeFieldProps) {
  const form = useFormApi();
  return (
    <Form.Input
      field={field}
      label={label}
      placeholder={placeholder}
      rules={[
        ...(required ? [{ required: true, message: STAKE_TEXTS.required(label) }] : []),
        {
          validator: (_rule: unknown, value: string | undefined) => {
            const problem = stakeRangeProblem(form.getValue(startField), value, label);
            return problem ? new Error(problem) : true;
          },
        },
      ]}
    />
  );
}
