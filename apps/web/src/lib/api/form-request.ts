// openapi-fetch serializes bodies as JSON by default; the platform's form calls
// (application/x-www-form-urlencoded: getTenantConfig, minio download) need the form encoding.

/** Per-request options that send `body` as an urlencoded form. */
export const formRequest = {
  bodySerializer: (body: unknown) =>
    new URLSearchParams(
      Object.entries((body ?? {}) as Record<string, unknown>)
        .filter(([, value]) => value !== undefined && value !== null)
        .map(([key, value]) => [key, String(value)]),
    ),
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
} as const;
