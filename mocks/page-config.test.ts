import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  imageSignInComponents,
  PAGE_DESIGN,
  type PageComponent,
  SIGN_IN_COMPONENT_TYPES,
  seedCurrentPageConfig,
  seedPageConfigs,
  stylePreviews,
  videoSignInComponents,
} from './page-config';

const variants = { image: imageSignInComponents, video: videoSignInComponents };
const fileExists = (name: string) => existsSync(new URL(`./files/${name}`, import.meta.url));

describe('the sign-in page configurations', () => {
  for (const [variant, components] of Object.entries(variants)) {
    it(`${variant} variant: places every component type of seed 000 §2 exactly once`, () => {
      expect(components.map((c) => c.component).sort()).toEqual([...SIGN_IN_COMPONENT_TYPES].sort());
    });

    it(`${variant} variant: keeps every component inside the 1920x1080 design`, () => {
      for (const c of components) {
        expect(c.x >= 0 && c.y >= 0 && c.w > 0 && c.h > 0, c.component).toBe(true);
        expect(c.x + c.w <= PAGE_DESIGN.width && c.y + c.h <= PAGE_DESIGN.height, c.component).toBe(true);
      }
    });

    it(`${variant} variant: names only files the mock's storage holds`, () => {
      for (const c of components) {
        for (const name of [c.imageName, c.coverPhotoName, c.videoName]) {
          if (name !== null) expect(fileExists(name), `${c.component}: ${name}`).toBe(true);
        }
      }
    });
  }

  it('keeps the form fields apart: no two shown at once overlap, pairs share a slot', () => {
    const at = (type: PageComponent['component']) => imageSignInComponents.find((c) => c.component === type);
    // Pairs the page shows one of (tenant mode, account or phone tab) share their place.
    for (const [a, b] of [
      ['tenantInput', 'tenantSelect'],
      ['userNameInput', 'phoneInput'],
      ['passwordInput', 'phoneCodeInput'],
    ] as const) {
      const box = (c: PageComponent | undefined) => [c?.x, c?.y, c?.w, c?.h];
      expect(box(at(a)), `${a} / ${b}`).toEqual(box(at(b)));
    }
    const shown = [
      'formTitle',
      'loginTab',
      'tenantInput',
      'userNameInput',
      'passwordInput',
      'captcha',
      'rememberMe',
      'loginButton',
    ] as const;
    const boxes = shown.map((type) => at(type));
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const p = boxes[i];
        const q = boxes[j];
        if (!p || !q) throw new Error('missing component');
        const overlap = p.x < q.x + q.w && q.x < p.x + p.w && p.y < q.y + q.h && q.y < p.y + p.h;
        expect(overlap, `${p.component} / ${q.component}`).toBe(false);
      }
    }
    const card = at('formBackground');
    for (const box of boxes) {
      expect(box && card && box.y >= card.y && box.y + box.h <= card.y + card.h, box?.component).toBe(true);
    }
  });

  it('overrides the required message of two fields through checkMessage and keeps the defaults elsewhere', () => {
    const overrides = Object.fromEntries(
      imageSignInComponents.filter((c) => c.checkMessage !== null).map((c) => [c.component, c.checkMessage]),
    );
    expect(overrides).toEqual({ tenantInput: '请填写租户账号', phoneCodeInput: '请输入6位短信验证码' });
  });

  it('stores configData as the JSON text of the components, the image variant in use', () => {
    expect(seedPageConfigs.map((p) => [p.id, p.type])).toEqual([
      ['1', '0'],
      ['2', '0'],
      ['3', '1'],
    ]);
    expect(JSON.parse(seedPageConfigs[0]?.configData ?? '')).toEqual(imageSignInComponents);
    expect(JSON.parse(seedPageConfigs[1]?.configData ?? '')).toEqual(videoSignInComponents);
    expect(seedCurrentPageConfig).toEqual({ '0': '1', '1': '3' });
  });

  it('has a style preview picture for each sign-in configuration', () => {
    expect(Object.keys(stylePreviews)).toEqual(['1', '2']);
    for (const name of Object.values(stylePreviews)) expect(fileExists(name), name).toBe(true);
  });
});
