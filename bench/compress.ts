/**
 * A static host compresses text on the fly (gzip or brotli); the bench's server serves
 * precompressed files instead, so these are written beside each text file of the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const compressible = /\.(html|js|css|json|svg|txt|xml|webmanifest)$/;

/** Writes `<file>.gz` and `<file>.br` for every compressible file under `dir`; returns the count. */
export function precompress(dir: string): number {
  let count = 0;
  for (const name of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(dir, name);
    // Page paths may end like a file name (a product slug with a dot): only files count.
    if (!compressible.test(name) || !fs.statSync(file).isFile()) continue;
    const content = fs.readFileSync(file);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
    );
    count += 1;
  }
  return count;
}
