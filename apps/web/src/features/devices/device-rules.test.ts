import { DEVICE_STATUS, DEVICE_TYPES } from '@jt/mocks/world/devices';
import { describe, expect, it } from 'vitest';
import { DEVICE_STATUS_COLOURS, DEVICE_TYPE_NAMES } from './device-rules';

describe('how /devices names a device', () => {
  it('offers every type and status the world’s dictionaries have, and no other', () => {
    expect([...DEVICE_TYPE_NAMES]).toEqual(DEVICE_TYPES.map((type) => type.name));
    expect(Object.keys(DEVICE_STATUS_COLOURS)).toEqual(Object.values(DEVICE_STATUS));
  });
});
