import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT } from './default-layout';
import {
  coversDesign,
  findComponent,
  flowOrder,
  isFormControl,
  isVisible,
  type PageComponent,
  parseConfigData,
  shownFileNames,
  tabNames,
} from './page-config';

const base = { x: 0, y: 0, w: 10, h: 10, z: 1 };

describe('parseConfigData', () => {
  it('reads every field of a component and fills the missing optional ones with null', () => {
    const [logo] = parseConfigData(
      JSON.stringify([
        { component: 'logo', x: 80, y: 48, w: 64, h: 64, z: 2, imageName: 'logo.png', style: {} },
      ]),
    );
    expect(logo).toEqual({
      component: 'logo',
      x: 80,
      y: 48,
      w: 64,
      h: 64,
      z: 2,
      imageName: 'logo.png',
      coverPhotoName: null,
      videoName: null,
      textContent: null,
      fontSize: null,
      fontColor: null,
      placeholder: null,
      checkMessage: null,
      style: {},
    });
  });

  it('orders by z, keeping the list order for equal z', () => {
    const parsed = parseConfigData(
      JSON.stringify([
        { component: 'formTitle', ...base, z: 3 },
        { component: 'background', ...base, z: 0 },
        { component: 'logo', ...base, z: 3 },
        { component: 'formBackground', ...base, z: 1 },
      ]),
    );
    expect(parsed.map((c) => c.component)).toEqual(['background', 'formBackground', 'formTitle', 'logo']);
  });

  it('skips unknown types, missing geometry and negative sizes, and keeps only plain style values', () => {
    const parsed = parseConfigData(
      JSON.stringify([
        { component: 'marquee', ...base },
        { component: 'logo', x: 1, y: 2, w: 3 },
        { component: 'logo', ...base, w: -1 },
        'logo',
        { component: 'company', ...base, style: { textAlign: 'center', margin: { top: 1 }, opacity: 0.5 } },
      ]),
    );
    expect(parsed).toHaveLength(1);
    expect(parsed[0]?.style).toEqual({ textAlign: 'center', opacity: 0.5 });
  });

  it('gives no component for text that is not a JSON list', () => {
    expect(parseConfigData('{')).toEqual([]);
    expect(parseConfigData('{"component":"logo"}')).toEqual([]);
  });
});

describe('the login tab', () => {
  it('splits its text on commas', () => {
    const tab = { component: 'loginTab', ...base, textContent: '账号登录,手机登录' } as PageComponent;
    expect(tabNames(tab)).toEqual(['账号登录', '手机登录']);
    expect(tabNames({ ...tab, textContent: '账号登录，手机登录，' })).toEqual(['账号登录', '手机登录']);
    expect(tabNames(undefined)).toEqual([]);
  });
});

describe('visibility', () => {
  const parsed = parseConfigData(
    JSON.stringify(
      [
        'tenantInput',
        'tenantSelect',
        'userNameInput',
        'passwordInput',
        'phoneInput',
        'phoneCodeInput',
        'captcha',
        'loginButton',
      ].map((component) => ({ component, ...base })),
    ),
  );
  const visible = (state: Parameters<typeof isVisible>[1]) =>
    parsed.filter((c) => isVisible(c, state)).map((c) => c.component);

  it('account tab: user name and password, the chosen tenant field, the captcha when in the form', () => {
    expect(
      visible({ tab: 'account', tenantField: 'select', captchaInForm: false, phoneShown: true }),
    ).toEqual(['tenantSelect', 'userNameInput', 'passwordInput', 'loginButton']);
    expect(visible({ tab: 'account', tenantField: 'input', captchaInForm: true, phoneShown: false })).toEqual(
      ['tenantInput', 'userNameInput', 'passwordInput', 'captcha', 'loginButton'],
    );
  });

  it('phone tab: phone and SMS code, only when the phone sign-in is offered', () => {
    expect(visible({ tab: 'phone', tenantField: 'none', captchaInForm: false, phoneShown: true })).toEqual([
      'phoneInput',
      'phoneCodeInput',
      'loginButton',
    ]);
    expect(visible({ tab: 'phone', tenantField: 'none', captchaInForm: false, phoneShown: false })).toEqual([
      'loginButton',
    ]);
  });

  it('finds a component by type', () => {
    expect(findComponent(parsed, 'captcha')?.component).toBe('captcha');
    expect(findComponent(parsed, 'wechat')).toBeUndefined();
  });
});

describe('the form controls', () => {
  it('are the inputs, tabs, captcha, remember-me and button; the rest only show something', () => {
    for (const type of [
      'loginTab',
      'tenantInput',
      'tenantSelect',
      'phoneInput',
      'phoneCodeInput',
      'userNameInput',
      'passwordInput',
      'captcha',
      'rememberMe',
      'loginButton',
    ] as const)
      expect(isFormControl(type)).toBe(true);
    for (const type of [
      'logo',
      'background',
      'formBackground',
      'formTitle',
      'wechat',
      'filingNumber',
    ] as const)
      expect(isFormControl(type)).toBe(false);
  });
});

describe('a component covering the design', () => {
  const background = { component: 'background', ...base } as PageComponent;

  it('reaches every edge of the 1920×1080 design', () => {
    expect(coversDesign({ ...background, x: 0, y: 0, w: 1920, h: 1080 })).toBe(true);
    expect(coversDesign({ ...background, x: -10, y: -5, w: 1940, h: 1100 })).toBe(true);
  });

  it('does not when one edge falls short', () => {
    expect(coversDesign({ ...background, x: 1, y: 0, w: 1920, h: 1080 })).toBe(false);
    expect(coversDesign({ ...background, x: 0, y: 1, w: 1920, h: 1080 })).toBe(false);
    expect(coversDesign({ ...background, x: 0, y: 0, w: 1919, h: 1080 })).toBe(false);
    expect(coversDesign({ ...background, x: 0, y: 0, w: 1920, h: 1079 })).toBe(false);
  });
});

describe('the files the page shows', () => {
  const placed = (component: string, files: Record<string, string>) => ({ component, ...base, ...files });

  it('are the images of the components that only show something, each once', () => {
    const components = parseConfigData(
      JSON.stringify([
        placed('background', { imageName: 'bg.jpg' }),
        placed('logo', { imageName: 'logo.png' }),
        placed('formBackground', { imageName: 'form.png' }),
        placed('wechat', { imageName: 'qr.png' }),
        placed('filingNumber', { imageName: 'police.png' }),
        placed('company', {}),
        placed('loginButton', { imageName: 'ignored.png' }),
        placed('gradientTitle', { imageName: 'logo.png' }),
      ]),
    );
    expect(shownFileNames(components).sort()).toEqual([
      'bg.jpg',
      'form.png',
      'logo.png',
      'police.png',
      'qr.png',
    ]);
  });

  it('leave out the form box picture when the form flows (a narrow window draws no form box)', () => {
    const components = parseConfigData(
      JSON.stringify([
        placed('background', { imageName: 'bg.jpg' }),
        placed('formBackground', { imageName: 'form.png' }),
        placed('wechat', { imageName: 'qr.png' }),
        placed('loginButton', {}),
      ]),
    );
    expect(shownFileNames(components, { flow: true })).toEqual(['bg.jpg', 'qr.png']);
    expect(shownFileNames(components, { flow: false })).toEqual(['bg.jpg', 'form.png', 'qr.png']);
  });

  it("are a background video and its poster instead of the background's image", () => {
    const components = parseConfigData(
      JSON.stringify([
        placed('background', { imageName: 'bg.jpg', videoName: 'bg.mp4', coverPhotoName: 'cover.jpg' }),
      ]),
    );
    expect(shownFileNames(components)).toEqual(['bg.mp4', 'cover.jpg']);
  });
});

describe('flowOrder (the narrow layout)', () => {
  const at = (component: string, x: number, y: number) =>
    ({ ...DEFAULT_LAYOUT[0], component, x, y }) as PageComponent;

  it('stacks the components top to bottom, then left to right, without the background and the form box', () => {
    const order = flowOrder([
      at('loginButton', 750, 700),
      at('background', 0, 0),
      at('passwordInput', 750, 536),
      at('formBackground', 700, 230),
      at('rememberMe', 750, 600),
      at('userNameInput', 750, 468),
      at('company', 100, 1000),
      at('logo', 40, 30),
      at('logoTitle', 120, 30),
    ]).map((component) => component.component);
    expect(order).toEqual([
      'logo',
      'logoTitle',
      'userNameInput',
      'passwordInput',
      'rememberMe',
      'loginButton',
      'company',
    ]);
  });

  it('keeps every form control of the default layout', () => {
    const controls = DEFAULT_LAYOUT.filter((component) => isFormControl(component.component));
    const flowed = flowOrder(DEFAULT_LAYOUT);
    for (const control of controls) expect(flowed).toContain(control);
  });
});
