import { encryptPassword } from '@jt/crypto';
import { chromium } from 'playwright-core';

const base = 'http://127.0.0.1:8114';
const cfg = await (await fetch(`${base}/app-config.json`)).json();
const login = await (
  await fetch(`${base}/api/component/system/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'admin',
      password: encryptPassword('Admin@12345', cfg.rsaPublicKey),
      tenantAccount: 'jtdemo',
      rememberme: '0',
    }),
  })
).json();
const token = login.data.token;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
  ],
});
const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN' });
await context.addInitScript((t) => {
  localStorage.setItem('jtToken', t);
  sessionStorage.setItem('default_map_center', '118.796877,32.060255');
  sessionStorage.setItem('current_area', '江宁区');
  sessionStorage.setItem('geo_json', '/media/jiangning-district.geojson');
}, token);
const page = await context.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 200)));
page.on('pageerror', (e) => console.log('pageerror', e.message));
page.on('requestfailed', (r) => console.log('failed', r.url()));
await page.goto(`${base}${process.argv[2] ?? '/mapDemo'}`);
await page
  .waitForSelector('.jt-road-map[data-ready="true"]', { timeout: 30000 })
  .catch((e) => console.log('not ready', e.message));
await page.waitForTimeout(2500);
await page.screenshot({ path: process.argv[3] ?? '/tmp/shots/demo.png' });
await browser.close();
