import { describe, expect, it } from 'vitest';
import { difyInvalidParam, fieldErrorOf, validationProblem } from './validation-problem';

describe('validation problems', () => {
  it('names a missing property by its full path', () => {
    expect(
      fieldErrorOf('body', {
        keyword: 'required',
        instancePath: '/model',
        params: { missingProperty: 'tenantAccount' },
        message: "must have required property 'tenantAccount'",
      }),
    ).toEqual({
      objectName: 'body',
      field: 'model.tenantAccount',
      rule: 'required',
      message: "must have required property 'tenantAccount'",
    });
  });

  it('writes array indexes in brackets and unescapes JSON pointers', () => {
    expect(
      fieldErrorOf('body', {
        keyword: 'type',
        instancePath: '/files/0/a~1b',
        params: {},
        message: 'must be string',
      }).field,
    ).toBe('files[0].a/b');
  });

  it('builds the Problem body with every failure in the detail', () => {
    const body = validationProblem(
      'querystring',
      [{ keyword: 'minimum', instancePath: '/size', params: {}, message: 'must be >= 1' }],
      '/api/x',
    );
    expect(body).toEqual({
      type: 'https://www.jhipster.tech/problem/constraint-violation',
      title: 'Bad Request',
      status: 400,
      detail: 'querystring.size must be >= 1 (minimum)',
      path: '/api/x',
      message: 'error.validation',
      fieldErrors: [{ objectName: 'querystring', field: 'size', rule: 'minimum', message: 'must be >= 1' }],
    });
  });

  it("speaks Dify's invalid_param on the chat service", () => {
    expect(
      difyInvalidParam('body', [
        {
          keyword: 'required',
          instancePath: '',
          params: { missingProperty: 'user' },
          message: "must have required property 'user'",
        },
      ]),
    ).toEqual({
      code: 'invalid_param',
      message: "body.user must have required property 'user' (required)",
      status: 400,
    });
  });
});
