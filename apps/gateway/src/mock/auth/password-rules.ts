// A tenant's password rules: the one description from which both the text getUserPasswordRule
// answers and the server-side check of a new password are derived, so they cannot disagree.
// Violation texts follow cscp's checks (research §2.6).

export type CharClass = 'lower' | 'upper' | 'digit' | 'special';

export interface PasswordPolicy {
  minLength: number;
  maxLength: number;
  /** The character classes counted, in the order the texts name them. */
  classes: readonly CharClass[];
  /** How many of `classes` a password needs. */
  minClasses: number;
  noUserName: boolean;
  noTenantAccount: boolean;
  /** Forbids this many keyboard-adjacent keys in a row, across or down (0 = no check). */
  keyboardRun: number;
  /** How many of the latest passwords (the current one included) may not come back. */
  historySize: number;
  /** The password of an account created without one; its first sign-in must change it. */
  initialPassword: string;
}

const CLASS_LABEL: Record<CharClass, string> = {
  lower: '小写字母',
  upper: '大写字母',
  digit: '数字',
  special: '特殊字符',
};

const CLASS_TEST: Record<CharClass, (char: string) => boolean> = {
  lower: (c) => /[a-z]/.test(c),
  upper: (c) => /[A-Z]/.test(c),
  digit: (c) => /[0-9]/.test(c),
  special: (c) => /[^A-Za-z0-9\s]/.test(c),
};

/** The rules as getUserPasswordRule answers them: ';'-separated, one rule each. */
export function ruleText(policy: PasswordPolicy): string {
  const rules = [`密码长度为${policy.minLength}-${policy.maxLength}位`];
  const labels = policy.classes.map((c) => CLASS_LABEL[c]).join('、');
  if (policy.minClasses > 0) {
    rules.push(
      policy.minClasses >= policy.classes.length
        ? `需要包括${labels}`
        : `需要包括${labels}中的至少${policy.minClasses}项`,
    );
  }
  const forbidden = [policy.noTenantAccount && '租户账号', policy.noUserName && '用户名'].filter(Boolean);
  if (forbidden.length > 0) rules.push(`不能包含${forbidden.join('、')}`);
  if (policy.keyboardRun > 0) rules.push(`不能包含键盘上横向或纵向连续${policy.keyboardRun}位的字符`);
  if (policy.historySize > 0) rules.push(`不能与最近${policy.historySize}次使用过的密码相同`);
  return rules.join(';');
}

/** What a new password breaks (history aside: that needs the stored hashes); [] when none. */
export function ruleViolations(
  policy: PasswordPolicy,
  password: string,
  who: { userName: string; tenantAccount: string },
): string[] {
  const reasons: string[] = [];
  const length = [...password].length;
  if (length < policy.minLength || length > policy.maxLength) {
    reasons.push(`密码长度应大于等于${policy.minLength},小于等于${policy.maxLength}`);
  }
  const chars = [...password];
  const present = policy.classes.filter((c) => chars.some(CLASS_TEST[c])).length;
  if (present < policy.minClasses) {
    const labels = policy.classes.map((c) => CLASS_LABEL[c]).join('、');
    reasons.push(
      policy.minClasses >= policy.classes.length
        ? `密码应包含${labels}`
        : `密码应包含${labels}中的至少${policy.minClasses}项`,
    );
  }
  const lower = password.toLowerCase();
  if (policy.noUserName && who.userName !== '' && lower.includes(who.userName.toLowerCase())) {
    reasons.push('密码不应包含用户名信息');
  }
  if (policy.noTenantAccount && who.tenantAccount !== '' && lower.includes(who.tenantAccount.toLowerCase())) {
    reasons.push('密码不应包含租户账号信息');
  }
  if (policy.keyboardRun > 0 && hasKeyboardRun(password, policy.keyboardRun)) {
    reasons.push(`密码不应包含键盘上横向或纵向连续${policy.keyboardRun}位的字符`);
  }
  return reasons;
}

// Rows of a US keyboard, unshifted and shifted, aligned so that a column is a key column
// (1 q a z share column 1). A space pads the rows that start further right.
const ROWS = ['`1234567890-=', ' qwertyuiop[]\\', " asdfghjkl;'", ' zxcvbnm,./'];
const SHIFTED = ['~!@#$%^&*()_+', ' QWERTYUIOP{}|', ' ASDFGHJKL:"', ' ZXCVBNM<>?'];
const KEY_AT = new Map<string, { row: number; col: number }>();
for (const rows of [ROWS, SHIFTED]) {
  rows.forEach((row, r) => {
    [...row].forEach((char, c) => {
      if (char !== ' ') KEY_AT.set(char, { row: r, col: c });
    });
  });
}

/** `run` keys in a row along a keyboard row (either way) or down a key column (either way). */
export function hasKeyboardRun(password: string, run: number): boolean {
  const keys = [...password].map((c) => KEY_AT.get(c));
  for (let start = 0; start + run <= keys.length; start++) {
    const window = keys.slice(start, start + run);
    if (window.some((k) => k === undefined)) continue;
    const ks = window as Array<{ row: number; col: number }>;
    for (const step of [1, -1]) {
      const across = ks.every((k, i) => k.row === ks[0]?.row && k.col === (ks[0]?.col ?? 0) + i * step);
      const down = ks.every((k, i) => k.col === ks[0]?.col && k.row === (ks[0]?.row ?? 0) + i * step);
      if (across || down) return true;
    }
  }
  return false;
}
