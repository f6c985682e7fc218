import { describe, expect, it } from 'vitest';
import { LocalStorageKey, SessionStorageKey } from './storage-keys';

describe('storage keys', () => {
  it('are the local storage keys of seed 000 §3, word for word', () => {
    expect(LocalStorageKey).toEqual({
      jtToken: 'jtToken',
      user: 'user',
      tenantType: 'tenantType',
      lastHttpRequestTime: 'lastHttpRequestTime',
      rememberMe: 'remember-me',
      appState: 'vuex-app',
    });
  });

  it('are the session storage keys of seed 001, word for word', () => {
    expect(SessionStorageKey).toEqual({
      defaultMapCenter: 'default_map_center',
      currentArea: 'current_area',
      geoJson: 'geo_json',
    });
  });
});
