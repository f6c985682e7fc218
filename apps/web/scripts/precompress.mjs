// Writes .br and .gz beside every compressible file of the build, once, so the gateway serves
// compressed assets without compressing on each request (@fastify/static preCompressed).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const files = (await readdir(dist, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
let saved = 0;
await Promise.all(
  files.map(async (file) => {
    const path = join(dist, file);
    const content = await readFile(path);
    if (content.length < MIN_BYTES) return;
    const [br, gzipped] = await Promise.all([
      brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gz(content, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
    saved += content.length - br.length;
  }),
);
console.log(`precompressed ${files.length} files (brotli saves ${(saved / 1024).toFixed(0)} KB)`);
