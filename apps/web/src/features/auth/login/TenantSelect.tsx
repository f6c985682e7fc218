import type { Schemas } from '@jt/api-contract';
import { type FieldBinding, FieldBox } from './FieldBox';
import { ownStyle } from './PlacedComponent';
import type { PageComponent } from './page-config';
import { tenantOptions } from './tenant-rules';

/**
 * The tenant select of multi-tenant mode (getTenantList): a native select whose placeholder is the
 * disabled first option; the route's tenant stays among the options (tenant-rules.ts).
 */
export function TenantSelect({
  component,
  field,
  tenants,
  presetTenant,
}: {
  component: PageComponent;
  field: FieldBinding;
  tenants: readonly Schemas['Tenant'][];
  presetTenant: string;
}) {
  return (
    <FieldBox component={component} error={field.errors.tenantAccount}>
      <select
        className="jt-login-select"
        aria-label={component.placeholder ?? '租户'}
        value={field.values.tenantAccount}
        style={ownStyle(component)}
        onChange={(event) => field.setValue('tenantAccount', event.target.value)}
        onBlur={() => field.blur('tenantAccount')}
      >
        <option value="" disabled>
          {component.placeholder ?? ''}
        </option>
        {tenantOptions(tenants, presetTenant).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldBox>
  );
}
