import { describe, expect, it } from 'vitest';
import { json, scriptedClient } from '../../../lib/api/test-client';
import { createLoginPrefetch } from './login-prefetch';

const layout = [
  { component: 'background', x: 0, y: 0, w: 1920, h: 1080, z: 0, imageName: 'bg.jpg' },
  { component: 'logo', x: 10, y: 10, w: 100, h: 40, z: 2, imageName: 'logo.png' },
  { component: 'loginButton', x: 1, y: 2, w: 3, h: 4, z: 3 },
];

function gateway(configData = JSON.stringify(layout)) {
  return scriptedClient({
    'POST /api/component/pageConfig/getCurrentPageConfig': () =>
      json(200, { code: 200, msg: '', data: { id: '1', type: '0', configData } }),
    'POST /api/component/config/getGlobalConfig/captcha_config': () =>
      json(200, { code: 200, msg: '', data: [{ code: 'captcha_type', value: '1' }] }),
    'POST /api/component/config/getGlobalConfig/sass_config': () =>
      json(200, { code: 200, msg: '', data: [{ code: 'sass_model', value: '0' }] }),
    'GET /api/system/getCaptchaAttempts': () =>
      json(200, { captchaAttempts: 3, attempts: 0, badPasswordAttempts: 5 }),
    'POST /api/component/tenant/getTenantList': () =>
      json(200, { code: 200, msg: '', data: { records: [], total: 0, size: 99999, current: 1, pages: 0 } }),
    'POST /api/component/minio/download': (sent) =>
      new Response(`file ${new URLSearchParams(sent.body).get('fileName')}`, {
        status: 200,
        headers: { 'Content-Type': 'image/jpeg' },
      }),
  });
}

const wideScreen = { backgroundWidth: () => 1440, formFlows: () => false };

async function settled(): Promise<void> {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe("the sign-in page's prefetch", () => {
  it('reads the layout, both configurations, the thresholds and the tenants once, and hands them out once', async () => {
    const { client, sent } = gateway();
    const prefetch = createLoginPrefetch(client, wideScreen);
    prefetch.start();
    prefetch.start();
    const taken = prefetch.takePageData();
    expect(taken).toBeDefined();
    const [pageLayout, captcha, sass, thresholds, tenants] = (await taken) ?? [];
    expect(pageLayout?.map((component) => component.component)).toEqual([
      'background',
      'logo',
      'loginButton',
    ]);
    expect(captcha).toEqual([{ code: 'captcha_type', value: '1' }]);
    expect(sass).toEqual([{ code: 'sass_model', value: '0' }]);
    expect(thresholds).toEqual({ captchaAttempts: 3, attempts: 0, badPasswordAttempts: 5 });
    expect(tenants).toEqual([]);
    expect(sent.filter((request) => request.path.endsWith('getCurrentPageConfig'))).toHaveLength(1);
    expect(prefetch.takePageData()).toBeUndefined();
  });

  it('downloads the files the layout shows as soon as the layout is read, each handed out once', async () => {
    const { client, sent } = gateway();
    const prefetch = createLoginPrefetch(client, wideScreen);
    prefetch.start();
    await settled();
    const downloads = sent.filter((request) => request.path === '/api/component/minio/download');
    expect(downloads.map((request) => new URLSearchParams(request.body).get('fileName')).sort()).toEqual([
      'bg.jpg',
      'logo.png',
    ]);
    expect(new URLSearchParams(downloads[0]?.body).get('serviceType')).toBe('pageConfig');
    // The background sized for the screen (AVIF or WebP accepted); the logo as stored.
    const byName = (name: string) =>
      downloads.find((request) => new URLSearchParams(request.body).get('fileName') === name);
    expect(byName('bg.jpg')?.search).toBe('?width=1440');
    expect(byName('bg.jpg')?.headers.accept).toBe('image/avif,image/webp,*/*');
    expect(byName('logo.png')?.search).toBe('');
    expect(await (await prefetch.takeFile('bg.jpg'))?.text()).toBe('file bg.jpg');
    expect(prefetch.takeFile('bg.jpg')).toBeUndefined();
    expect(prefetch.takeFile('never-shown.png')).toBeUndefined();
  });

  it('does not download the form box picture on a window where the form flows (a phone draws no form box)', async () => {
    const withFormBox = [
      ...layout,
      { component: 'formBackground', x: 1, y: 1, w: 9, h: 9, z: 1, imageName: 'form.png' },
    ];
    const fileNames = async (formFlows: boolean) => {
      const { client, sent } = gateway(JSON.stringify(withFormBox));
      createLoginPrefetch(client, { backgroundWidth: () => 960, formFlows: () => formFlows }).start();
      await settled();
      return sent
        .filter((request) => request.path === '/api/component/minio/download')
        .map((request) => new URLSearchParams(request.body).get('fileName'))
        .sort();
    };
    expect(await fileNames(true)).toEqual(['bg.jpg', 'logo.png']);
    expect(await fileNames(false)).toEqual(['bg.jpg', 'form.png', 'logo.png']);
  });

  it('tells which downloads have arrived, without handing them out, so the page shows them at once', async () => {
    const { client } = gateway();
    const prefetch = createLoginPrefetch(client, wideScreen);
    prefetch.start();
    expect(prefetch.readyFile('logo.png')).toBeUndefined();
    await settled();
    expect(await prefetch.readyFile('logo.png')?.text()).toBe('file logo.png');
    expect(prefetch.readyFile('never-shown.png')).toBeUndefined();
    await prefetch.takeFile('logo.png');
    expect(prefetch.readyFile('logo.png')).toBeUndefined();
  });

  it('downloads nothing when the stored layout is not usable (the page draws its default one)', async () => {
    const { client, sent } = gateway('not json');
    const prefetch = createLoginPrefetch(client, wideScreen);
    prefetch.start();
    await settled();
    expect(sent.some((request) => request.path === '/api/component/minio/download')).toBe(false);
    expect((await prefetch.takePageData())?.[0]).toBeNull();
  });

  it('keeps a failed download for the page to report', async () => {
    const { client } = scriptedClient({
      'POST /api/component/pageConfig/getCurrentPageConfig': () =>
        json(200, { code: 200, msg: '', data: { id: '1', type: '0', configData: JSON.stringify(layout) } }),
      'POST /api/component/minio/download': () => json(404, { code: 404, msg: '文件不存在' }),
    });
    const prefetch = createLoginPrefetch(client, wideScreen);
    prefetch.start();
    await settled();
    await expect(prefetch.takeFile('logo.png')).rejects.toThrow('文件下载失败');
  });

  it('starts again once its reads were taken (a later visit reads afresh)', async () => {
    const { client, sent } = gateway();
    const prefetch = createLoginPrefetch(client, wideScreen);
    prefetch.start();
    await prefetch.takePageData();
    prefetch.start();
    await prefetch.takePageData();
    expect(sent.filter((request) => request.path.endsWith('getCurrentPageConfig'))).toHaveLength(2);
  });
});
