import { describe, expect, it } from 'vitest';
import { hasSelector, readSelector } from './prefer';

describe('Prefer selectors', () => {
  it('reads code and example from one Prefer header, comma-separated, quoted or not', () => {
    expect(readSelector('code=401, example="locked"', undefined)).toEqual({ code: '401', example: 'locked' });
  });

  it('reads several Prefer headers and ignores preferences it does not know', () => {
    expect(readSelector(['respond-async', 'wait=5', 'example=firstLogin'], {})).toEqual({
      code: null,
      example: 'firstLogin',
    });
  });

  it('lets the __code and __example query parameters win over the header', () => {
    expect(readSelector('code=200', { __code: '500', __example: 'internal' })).toEqual({
      code: '500',
      example: 'internal',
    });
  });

  it('reports no selector when neither is given', () => {
    const selector = readSelector(undefined, { page: '1' });
    expect(selector).toEqual({ code: null, example: null });
    expect(hasSelector(selector)).toBe(false);
    expect(hasSelector({ code: '401', example: null })).toBe(true);
  });
});
