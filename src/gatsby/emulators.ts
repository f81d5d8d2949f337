/**
 * A local build needs the embedded backends. When they are not already running (npm start and
 * the test harness start them first), the build starts them for its own duration.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import {
  localCommerceUrl,
  localContentUrl,
  localDealersUrl,
  localSalesforceUrl,
  localThirdPartyUrl,
} from '../config/backends';

type Env = Record<string, string | undefined>;

function emulatorUrls(env: Env): string[] {
  return [
    localContentUrl(env),
    localCommerceUrl(env),
    localThirdPartyUrl(env),
    localSalesforceUrl(env),
    localDealersUrl(env),
  ];
}

async function isUp(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/__emulator`, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function allUp(env: Env): Promise<boolean> {
  const states = await Promise.all(emulatorUrls(env).map(isUp));
  return states.every(Boolean);
}

/** Ensures the emulators answer; returns how to stop them if this call started them. */
export async function ensureEmulators(env: Env, log: (message: string) => void): Promise<() => Promise<void>> {
  if (await allUp(env)) return async () => undefined;
  log('Starting the embedded backends for this build');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.resolve('emulators/cli.ts')], {
    env: { ...process.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const kill = () => child.kill('SIGTERM');
  process.once('exit', kill);
  const deadline = Date.now() + 60_000;
  while (!(await allUp(env))) {
    if (child.exitCode !== null) throw new Error(`The embedded backends exited with code ${child.exitCode}.`);
    if (Date.now() > deadline) {
      kill();
      throw new Error('The embedded backends did not start within 60 s.');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return async () => {
    process.off('exit', kill);
    kill();
  };
}
