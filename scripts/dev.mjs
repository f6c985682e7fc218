// `npm run dev`: the Vite dev server and the gateway (mock mode, restarted on change) side by
// side; the browser talks only to the gateway, which proxies the app and its hot-reload socket.
import { spawn } from 'node:child_process';

const VITE_PORT = process.env.VITE_PORT ?? '5173';
const children = [
  spawn('npx', ['vite', '--port', VITE_PORT, '--strictPort', '--host', '127.0.0.1'], {
    cwd: new URL('../apps/web/', import.meta.url),
    stdio: 'inherit',
  }),
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/main.ts'], {
    cwd: new URL('../apps/gateway/', import.meta.url),
    stdio: 'inherit',
    env: { ...process.env, WEB_DEV_SERVER: `http://127.0.0.1:${VITE_PORT}` },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
