import { DEVICE_STATUS } from '@jt/mocks/world/devices';
import { describe, expect, it } from 'vitest';
import { DEVICE_STATUS_COLOURS, type Device, deviceChange, deviceFilterFields } from './device-rules';

const camera = {
  id: '1',
  deviceCode: 'SB-G42-SP-0001',
  deviceName: '汤山互通视频监控',
  vendor: '海康威视',
  model: 'iDS-2DF8C440IXS 球机',
  stakeNo: 'K262+000',
  direction: '0',
  installYear: 2019,
} as Device;

describe('how /devices names a device', () => {
  it('colours every status the world has', () => {
    expect(Object.keys(DEVICE_STATUS_COLOURS)).toEqual(Object.values(DEVICE_STATUS));
  });

  it('filters the type and status columns by the names the dictionaries give', () => {
    const fields = deviceFilterFields([
      { key: 'device_type', value: '1', label: '视频监控' },
      { key: 'device_status', value: '2', label: '离线' },
    ]);
    expect(fields.deviceTypeName).toEqual({
      kind: 'options',
      options: [{ label: '视频监控', value: '视频监控' }],
    });
    expect(fields.statusName).toEqual({ kind: 'options', options: [{ label: '离线', value: '离线' }] });
  });
});

describe('编辑’s body', () => {
  it('sends only what changed, trimmed, the stake upper-cased', () => {
    expect(
      deviceChange(camera, {
        deviceName: ' 汤山互通视频监控 ',
        vendor: '大华',
        model: 'iDS-2DF8C440IXS 球机',
        stakeNo: 'k262+150',
        direction: '0',
        installYear: 2019,
      }),
    ).toEqual({ vendor: '大华', stakeNo: 'K262+150' });
  });

  it('is empty when nothing changed', () => {
    expect(deviceChange(camera, { ...camera })).toEqual({});
  });
});
