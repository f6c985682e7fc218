import type { Schemas } from '@jt/api-contract';
import { startTransition, useEffect, useState } from 'react';
import { api } from '../../../lib/api/client';
import { appState } from '../../../lib/app-state/app-state';
import { DEFAULT_LAYOUT } from './default-layout';
import { type CaptchaSettings, captchaSettings, type TenantSettings, tenantSettings } from './global-config';
import { loginPrefetch } from './login-prefetch';
import type { PageComponent } from './page-config';
import { readLoginPageData } from './page-data';

type LockoutCounts = Schemas['LockoutCounts'];
type Tenant = Schemas['Tenant'];

export interface LoginPageData {
  /** The placed components (the default layout when none is usable); null until read. */
  layout: readonly PageComponent[] | null;
  /** captcha_config (its defaults until read or when unreadable). */
  captchaSettings: CaptchaSettings;
  /** sass_config; null until read. */
  tenantSettings: TenantSettings | null;
  /** The tenant list; null until read or when unreadable (the select then gives way to the input). */
  tenants: Tenant[] | null;
}

/**
 * What the page reads once before anyone signs in (page-data.ts), all at once: the tenant list is
 * read alongside (cheap, and needed in the usual multi-tenant mode) so the form is drawn once,
 * with its final tenant field. The captcha thresholds go to `onThresholds` in the same update.
 */
export function useLoginPageData(onThresholds: (counts: LockoutCounts) => void): LoginPageData {
  const [data, setData] = useState<LoginPageData>(() => ({
    layout: null,
    captchaSettings: captchaSettings([]),
    tenantSettings: null,
    tenants: null,
  }));

  useEffect(() => {
    let cancelled = false;
    // The reads the boot started (login-prefetch.ts), or the page's own on a later visit.
    const reads = loginPrefetch.takePageData() ?? readLoginPageData(api);
    void reads.then(([pageLayout, captchaEntries, sassEntries, thresholds, tenants]) => {
      if (cancelled) return;
      const sass = tenantSettings(sassEntries ?? []);
      // The whole form is drawn at once here: as a transition React renders it in slices that
      // leave the main thread free in between (no long task on a phone's CPU).
      startTransition(() => {
        setData({
          layout: pageLayout ?? DEFAULT_LAYOUT,
          captchaSettings: captchaSettings(captchaEntries ?? []),
          tenantSettings: sass,
          tenants,
        });
        if (thresholds) onThresholds(thresholds);
      });
      // The client state's multi-tenant flag and common tenant (seed 000 §3): /update-password reads them.
      if (sassEntries) {
        appState.multiTenant = sass.multiTenant;
        appState.commonTenant = sass.commonTenantAccount;
      }
    });
    return () => {
      cancelled = true;
    };
  }, [onThresholds]);

  return data;
}
