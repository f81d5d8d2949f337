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
  localReviewsUrl,
  localSalesforceUrl,
  localThirdPartyUrl,
} from '../config/backends';

type Env = Record<string, string | undefined>;

function emulators(env: Env): { name: string; url: string }[] {
  return [
    { name: 'Content service', url: localContentUrl(env) },
    { name: 'Commerce service', url: localCommerceUrl(env) },
    { name: 'Third-party stand-ins', url: localThirdPartyUrl(env) },
    { name: 'Web-to-case service', url: localSalesforceUrl(env) },
    { name: 'Dealer service', url: localDealersUrl(env) },
    { name: 'Review service', url: localReviewsUrl(env) },
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

/** The embedded backends that do not answer. */
async function down(env: Env): Promise<{ name: string; url: string }[]> {
  const all = emulators(env);
  const states = await Promise.all(all.map((emulator) => isUp(emulator.url)));
  return all.filter((_, index) => !states[index]);
}

async function allUp(env: Env): Promise<boolean> {
  return (await down(env)).length === 0;
}

/**
 * Some backends answer and others not: starting the set would collide with the running ones
 * (EADDRINUSE), so the build stops with one line naming what is missing.
 */
export function partlyRunningMessage(missing: readonly { name: string; url: string }[]): string {
  const list = missing.map((emulator) => `${emulator.name} at ${emulator.url}/__emulator`).join(', ');
  return `Embedded backends partly running: ${list} did not answer; stop the others or start the missing ones.`;
}

/** Ensures the emulators answer; returns how to stop them if this call started them. */
export async function ensureEmulators(env: Env, log: (message: string) => void): Promise<() => Promise<void>> {
  const missing = await down(env);
  if (missing.length === 0) return async () => undefined;
  if (missing.length < emulators(env).length) throw new Error(partlyRunningMessage(missing));
  log('Starting the embedded backends for this build');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.resolve('emulators/cli.ts')], {
    env: { ...env },
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
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    kill();
    // They close their servers and save their state on SIGTERM; one that hangs there is killed.
    const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(forced);
  };
}
