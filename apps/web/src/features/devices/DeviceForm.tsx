// 编辑 a device (updateDevice): its name, make, model, stake, direction and year installed, with
// the rules the form can check; the gateway checks the stake against the route and its refusal
// is shown in the form in its words. Only what changed is sent.
import { Form } from '@douyinfe/semi-ui/lib/es/form';
import { CARRIAGEWAY_OPTIONS } from '../../lib/reference/reference-data';
import { FieldProblem, FormModal } from '../../ui/form/FormModal';
import { StakeField } from '../../ui/form/StakeField';
import { updateDevice } from './device-calls';
import {
  type Device,
  type DeviceDraft,
  deviceChange,
  deviceDraft,
  FIRST_INSTALL_YEAR,
  DEVICE_TEXTS as TEXT,
} from './device-rules';

export interface DeviceFormProps {
  device: Device;
  onClose(): void;
  onSaved(device: Device): void;
}

export function DeviceForm({ device, onClose, onSaved }: DeviceFormProps) {
  const thisYear = new Date().getFullYear();
  const required = (label: string) => [{ required: true, message: TEXT.required(label) }];
  return (
    <FormModal<DeviceDraft>
      title={TEXT.editTitle(device)}
      failedText={TEXT.saveFailed}
      initValues={deviceDraft(device)}
      onClose={onClose}
      onSubmit={async (draft) => {
        const change = deviceChange(device, draft);
        if (Object.keys(change).length === 0) throw new FieldProblem('deviceName', TEXT.nothingChanged);
        onSaved(await updateDevice(device.id, change));
      }}
    >
      {() => (
        <>
          <Form.Input field="deviceName" label="设备名称" maxLength={50} rules={required('设备名称')} />
          <Form.Input field="vendor" label="厂商" maxLength={30} rules={required('厂商')} />
          <Form.Input field="model" label="型号" maxLength={50} />
          <StakeField field="stakeNo" />
          <Form.Select
            field="direction"
            label="方向"
            style={{ width: '100%' }}
            optionList={[...CARRIAGEWAY_OPTIONS]}
          />
          <Form.InputNumber
            field="installYear"
            label="安装年份"
            precision={0}
            style={{ width: '100%' }}
            rules={[
              ...required('安装年份'),
              {
                type: 'number',
                min: FIRST_INSTALL_YEAR,
                max: thisYear,
                message: TEXT.installYearRange(FIRST_INSTALL_YEAR, thisYear),
              },
            ]}
          />
        </>
      )}
    </FormModal>
  );
}
