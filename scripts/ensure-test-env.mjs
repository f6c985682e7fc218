// Makes sure every test can run: Debian's Chromium and a CJK font for the browser tests, and a real
// redis-server for the gateway's shared sign-in throttling test. Installs them when it can (root
// with apt-get), otherwise stops with the command that does it.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
const PACKAGES = ['chromium', 'fonts-noto-cjk', 'redis-server'];

function hasCjkFont() {
  const result = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim() !== '';
}

const missing = [];
if (!existsSync(CHROMIUM)) missing.push('chromium');
if (!hasCjkFont()) missing.push('fonts-noto-cjk');
const hasRedis = () => spawnSync('sh', ['-c', 'command -v redis-server'], { stdio: 'ignore' }).status === 0;
if (!hasRedis()) missing.push('redis-server');
if (missing.length === 0) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (!isRoot || !hasApt) {
  console.error(
    `The tests need ${missing.join(' and ')}. Install them and run the tests again:\n` +
      `  sudo apt-get update && sudo apt-get install -y ${PACKAGES.join(' ')}`,
  );
  process.exit(1);
}

console.log(`Installing ${missing.join(', ')} for the tests …`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
  stdio: 'inherit',
  env,
});
if (!existsSync(CHROMIUM) || !hasCjkFont() || !hasRedis()) {
  console.error(
    'Chromium, the CJK fonts or redis-server are still missing after the install; see the output above.',
  );
  process.exit(1);
}
