// The password rules of each tenant as the mock starts with them (QA may change them in the
// store). jtdemo follows cscp's defaults (research §2.6); jtqa is laxer, so the rules visibly
// come from the tenant.

import type { PasswordPolicy } from './password-rules';

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  minLength: 8,
  maxLength: 20,
  classes: ['lower', 'upper', 'digit', 'special'],
  minClasses: 3,
  noUserName: true,
  noTenantAccount: true,
  keyboardRun: 4,
  historySize: 5,
  initialPassword: 'Welcome@2025',
};

export const seedPasswordPolicies: Record<string, PasswordPolicy> = {
  jtdemo: DEFAULT_PASSWORD_POLICY,
  jtqa: {
    minLength: 6,
    maxLength: 20,
    classes: ['lower', 'upper', 'digit', 'special'],
    minClasses: 2,
    noUserName: true,
    noTenantAccount: false,
    keyboardRun: 0,
    historySize: 3,
    initialPassword: 'Welcome@2025',
  },
  jtold: DEFAULT_PASSWORD_POLICY,
};
