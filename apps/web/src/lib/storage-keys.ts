// The browser storage keys of seed 000 §3 and seed 001 (client-held values), word for word: the
// backend, the big screens and the other apps of the platform read the same keys.

/** localStorage keys. */
export const LocalStorageKey = {
  /** The session token as the login answered it (with its `Bearer ` prefix), sent as Authorization. */
  jtToken: 'jtToken',
  /** The current user's detail (getCurrentUserDetail's data, holds tenantId), as JSON. */
  user: 'user',
  /** The tenant type from getTenantType; 1 after token or single-sign-on login. */
  tenantType: 'tenantType',
  /** When the last server call was made (stamped by the HTTP layer). */
  lastHttpRequestTime: 'lastHttpRequestTime',
  /** The remember-me choice: '0' or '1', '0' when absent. */
  rememberMe: 'remember-me',
  /** The persisted app state (menu, routes, tabs, header flags, user info, …). */
  appState: 'vuex-app',
} as const;

/** sessionStorage keys (seed 001: weather and area come from these). */
export const SessionStorageKey = {
  /** map_config's map_center: where maps open. */
  defaultMapCenter: 'default_map_center',
  /** map_config's current_area: the area the user works in. */
  currentArea: 'current_area',
  /** map_config's geo_json: the outline of the current area. */
  geoJson: 'geo_json',
} as const;

export type LocalStorageKey = (typeof LocalStorageKey)[keyof typeof LocalStorageKey];
export type SessionStorageKey = (typeof SessionStorageKey)[keyof typeof SessionStorageKey];
