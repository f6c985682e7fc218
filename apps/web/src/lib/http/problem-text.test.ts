import { describe, expect, it } from 'vitest';
import { problemText } from './problem-text';

describe('problemText', () => {
  it('prefers the detail, then a readable message, then msg, then the title', () => {
    expect(
      problemText({ detail: '单点登录凭证无效或已过期', message: 'error.http.401', title: 'Unauthorized' }),
    ).toBe('单点登录凭证无效或已过期');
    expect(problemText({ message: '您的账号已在其他地方登录，请重新登录', title: 'Forbidden' })).toBe(
      '您的账号已在其他地方登录，请重新登录',
    );
    expect(problemText({ message: 'error.http.500', title: 'Internal Server Error' })).toBe(
      'Internal Server Error',
    );
    expect(problemText({ code: 400, msg: '与原密码不符!' })).toBe('与原密码不符!');
  });

  it('reads a text body as it is and gives nothing for anything else', () => {
    expect(problemText(' Bad Gateway ')).toBe('Bad Gateway');
    expect(problemText(undefined)).toBe('');
    expect(problemText({})).toBe('');
  });
});
