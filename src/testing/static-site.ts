/**
 * A temporary site directory served by the project's static server (`scripts/serve.mjs`) on a
 * free port, for tests of what a static host answers.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createStaticServer } from '../../scripts/serve.mjs';

export interface TemporarySite {
  dir: string;
  origin: string;
  /** Stops the server and removes the directory. */
  close: () => void;
}

/** `fill` writes the site's files into the directory before the server starts. */
export async function serveTemporarySite(name: string, fill: (dir: string) => void): Promise<TemporarySite> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  fill(dir);
  const server = createStaticServer(dir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    dir,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
