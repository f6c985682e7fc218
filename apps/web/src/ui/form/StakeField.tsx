// A stake (桩号) entered in a management form: required, written K1234+500 (the form checks the
// writing; the gateway checks that the route has it).
import { Form } from '@douyinfe/semi-ui/lib/es/form';
import { STAKE_PATTERN, STAKE_TEXTS } from './stake';

export function StakeField({ field, label = '桩号' }: { field: string; label?: string }) {
  return (
    <Form.Input
      field={field}
      label={label}
      placeholder="K264+449"
      rules={[
        { required: true, message: STAKE_TEXTS.required(label) },
        { pattern: STAKE_PATTERN, message: STAKE_TEXTS.format },
      ]}
    />
  );
}
