import { describe, expect, it } from 'vitest';
import { Journal, maskHeaders, maskValue } from './journal';

const entry = (operationId: string, status: number | null) => ({
  time: '2026-11-22T10:00:00.000Z',
  operationId,
  method: 'POST',
  path: '/x',
  query: {},
  headers: {},
  body: null,
  status,
  durationMs: 1,
  fault: null,
  outcome: 'answered' as const,
});

describe('the journal', () => {
  it('lists newest first, filtered, up to the limit', () => {
    const journal = new Journal();
    journal.add(entry('a', 200));
    journal.add(entry('b', 401));
    journal.add(entry('a', 401));
    expect(journal.list().map((e) => e.id)).toEqual([3, 2, 1]);
    expect(journal.list({ operationId: 'a' }).map((e) => e.id)).toEqual([3, 1]);
    expect(journal.list({ status: 401, limit: 1 }).map((e) => e.id)).toEqual([3]);
  });

  it('keeps only the latest entries', () => {
    const journal = new Journal(2);
    for (const id of ['a', 'b', 'c']) journal.add(entry(id, 200));
    expect(journal.size).toBe(2);
    expect(journal.list().map((e) => e.operationId)).toEqual(['c', 'b']);
    journal.clear();
    expect(journal.size).toBe(0);
  });
});

describe('masking', () => {
  it('hides passwords, tokens, tickets, params and captcha verifications at any depth', () => {
    expect(
      maskValue({
        username: 'admin',
        password: 'x',
        cscpUserDetailDTO: { id: '1', currentUserPwd: 'y' },
        newPassword: 'z',
        token: 't',
        param: 'p',
        list: [{ access_token: 'a' }],
        captchaVerification: 'v',
        empty: '',
      }),
    ).toEqual({
      username: 'admin',
      password: '***',
      cscpUserDetailDTO: { id: '1', currentUserPwd: '***' },
      newPassword: '***',
      token: '***',
      param: '***',
      list: [{ access_token: '***' }],
      captchaVerification: '***',
      empty: '',
    });
  });

  it('records binaries by size and cuts long texts', () => {
    expect(maskValue(Buffer.alloc(12))).toBe('[binary 12 bytes]');
    expect((maskValue('x'.repeat(3000)) as string).length).toBe(2001);
    expect(maskValue(undefined)).toBeNull();
  });

  it('hides captcha answers and map keys', () => {
    expect(maskValue({ captchaType: 'blockPuzzle', token: 't', pointJson: 'enc(x)' })).toEqual({
      captchaType: 'blockPuzzle',
      token: '***',
      pointJson: '***',
    });
    expect(maskValue({ query: '南京', ak: 'SERVERAK', sn: 'sig' })).toEqual({
      query: '南京',
      ak: '***',
      sn: '***',
    });
  });

  it('keeps the scheme of Authorization and hides cookies and the typed captcha', () => {
    expect(
      maskHeaders({
        authorization: 'Bearer abc.def.ghi',
        cookie: 'a=b',
        jtcaptcha: 'k7mx',
        captchaverification: 'v',
        accept: ['a', 'b'],
      }),
    ).toEqual({
      authorization: 'Bearer ***',
      cookie: '***',
      jtcaptcha: '***',
      captchaverification: '***',
      accept: 'a, b',
    });
    expect(maskHeaders({ authorization: 'abc' })).toEqual({ authorization: '***' });
  });
});
