// How /devices names and colours a device's type and status (device_type, device_status).
export const DEVICE_TEXTS = { title: '设备管理' } as const;

/** device_type's names, as the gateway answers them. */
export const DEVICE_TYPE_NAMES = [
  '视频监控',
  '车辆检测器',
  '气象检测器',
  '可变信息情报板',
  'ETC门架',
] as const;

/** device_status: online green, offline grey, faulty red. */
export const DEVICE_STATUS_COLOURS: Readonly<Record<string, 'green' | 'grey' | 'red'>> = {
  在线: 'green',
  离线: 'grey',
  故障: 'red',
};
