#!/usr/bin/env node
/**
 * `npm start`: starts the embedded backends, builds the brand chosen by BRAND (default
 * raleigh) against them, and serves the build on http://localhost:$PORT (default 9000)
 * until Ctrl-C.
 */
import { spawn, spawnSync } from 'node:child_process';
import process from 'node:process';
import { createStaticServer } from './serve.mjs';

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' };
const port = Number(process.env.PORT ?? 9000);
const brand = process.env.BRAND || 'raleigh';

const emulators = spawn(process.execPath, ['--import', 'tsx', 'emulators/cli.ts'], { env, stdio: 'inherit' });
const stopEmulators = () => emulators.exitCode === null && emulators.kill('SIGTERM');
process.on('exit', stopEmulators);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));

/** The backends seed their data first (about 10 s); the build must find them answering. */
async function waitForBackends() {
  const ports = [
    process.env.CONTENT_EMULATOR_PORT ?? 4100,
    process.env.COMMERCE_EMULATOR_PORT ?? 4200,
    process.env.THIRD_PARTY_EMULATOR_PORT ?? 4300,
    process.env.SALESFORCE_EMULATOR_PORT ?? 4400,
    process.env.DEALERS_EMULATOR_PORT ?? 4500,
    process.env.REVIEWS_EMULATOR_PORT ?? 4600,
  ];
  const deadline = Date.now() + 120_000;
  for (const port of ports) {
    for (;;) {
      if (emulators.exitCode !== null) throw new Error(`The embedded backends exited with code ${emulators.exitCode}.`);
      if (Date.now() > deadline) throw new Error('The embedded backends did not start within 120 s.');
      const up = await fetch(`http://127.0.0.1:${port}/__emulator`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

try {
  await waitForBackends();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

console.log(`Building ${brand} against the embedded backends…`);
const build = spawnSync('npx', ['gatsby', 'build'], { env, stdio: 'inherit' });
if (build.status !== 0) {
  console.error(`The build of ${brand} failed.`);
  process.exit(build.status ?? 1);
}

createStaticServer('public').listen(port, '127.0.0.1', () => {
  console.log(`\n${brand} is served at http://localhost:${port}/  (Ctrl-C stops it and the backends)`);
});
