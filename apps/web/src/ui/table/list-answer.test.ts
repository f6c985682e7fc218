import { describe, expect, it } from 'vitest';
import { listPage, saveExport } from './list-answer';
import { TableCallError } from './table-texts';

const response = (status: number) => new Response(null, { status });

describe('a list call’s answer', () => {
  it('gives the page of a code-200 envelope', () => {
    expect(
      listPage({ data: { code: 200, data: { records: [{ id: '1' }], total: 31 } }, response: response(200) }),
    ).toEqual({ records: [{ id: '1' }], total: 31 });
  });

  it('fails with the envelope’s msg, the problem’s message, else the HTTP status', () => {
    const failure = (answer: Parameters<typeof listPage>[0]) => {
      try {
        listPage(answer);
      } catch (error) {
        expect(error).toBeInstanceOf(TableCallError);
        return (error as Error).message;
      }
      throw new Error('no failure');
    };
    const refused = { code: 400, msg: '查询条件错误', data: { records: [], total: 0 } };
    expect(failure({ data: refused, response: response(200) })).toBe('查询条件错误');
    expect(
      failure({ error: { message: '没有访问该资源的权限，请联系管理员' }, response: response(403) }),
    ).toBe('没有访问该资源的权限，请联系管理员');
    expect(failure({ error: undefined, response: response(502) })).toBe('HTTP 502');
  });
});

describe('an export call’s answer', () => {
  it('fails with the problem’s message, else the HTTP status, saving nothing', () => {
    const refused = {
      error: { status: 400, message: 'password is not a column of this list' },
      response: response(400),
    };
    expect(() => saveExport(refused, 'x.xlsx')).toThrow(
      new TableCallError('password is not a column of this list'),
    );
    expect(() => saveExport({ data: '', response: response(200) }, 'x.xlsx')).toThrow(
      new TableCallError('HTTP 200'),
    );
    expect(() => saveExport({ response: response(502) }, 'x.xlsx')).toThrow(new TableCallError('HTTP 502'));
  });
});
