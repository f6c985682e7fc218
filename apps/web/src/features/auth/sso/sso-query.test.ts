import { describe, expect, it } from 'vitest';
import { readLoginQuery, withoutCredentials } from './sso-query';

describe('the login route query', () => {
  it('a ticket: tokenLogin, landing on /gl-diseaseInspection', () => {
    expect(readLoginQuery('?ticket=ST-1').request).toEqual({
      kind: 'sso',
      credential: { kind: 'ticket', value: 'ST-1' },
      landing: '/gl-diseaseInspection',
    });
  });

  it('a portal token: tokenLogin too', () => {
    expect(readLoginQuery('?token=PT-9').request).toMatchObject({
      credential: { kind: 'portalToken', value: 'PT-9' },
    });
  });

  it('a param: singleLogin, landing on /bsSickNew', () => {
    expect(readLoginQuery('?param=eyJ1c2Vy').request).toEqual({
      kind: 'sso',
      credential: { kind: 'param', value: 'eyJ1c2Vy' },
      landing: '/bsSickNew',
    });
  });

  it('the ticket wins when several are given', () => {
    expect(readLoginQuery('?param=p&token=t&ticket=s').request).toMatchObject({
      credential: { kind: 'ticket' },
    });
  });

  it('embedded sign-in with userName and password, the password kept as typed', () => {
    const query = readLoginQuery(
      '?userName=inspector&password=%20Inspect%4012345&tenantAccount=jtdemo&headerHidden=true&sliderHidden=1',
    );
    expect(query).toEqual({
      request: { kind: 'embedded', userName: 'inspector', password: ' Inspect@12345' },
      tenantAccount: 'jtdemo',
      headerHidden: true,
      sidebarHidden: true,
    });
  });

  it('the form otherwise, with the preset tenant and no flags', () => {
    expect(readLoginQuery('?tenantAccount=jtqa')).toEqual({
      request: { kind: 'form' },
      tenantAccount: 'jtqa',
      headerHidden: undefined,
      sidebarHidden: undefined,
    });
    expect(readLoginQuery('?userName=admin').request).toEqual({ kind: 'form' });
    expect(readLoginQuery('?headerHidden=false').headerHidden).toBe(false);
  });

  it('drops the one-time credentials from the address, keeping the rest', () => {
    expect(withoutCredentials('?ticket=ST-1&tenantAccount=jtdemo')).toBe('?tenantAccount=jtdemo');
    expect(withoutCredentials('?userName=a&password=b')).toBe('');
  });
});
