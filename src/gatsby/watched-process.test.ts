// @vitest-environment node
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runWatched } from './watched-process';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function run(script: string, silenceMs: number) {
  const chunks: Buffer[] = [];
  const result = await runWatched(process.execPath, ['-e', script], {
    silenceMs,
    write: (chunk) => chunks.push(chunk),
  });
  return { ...result, output: Buffer.concat(chunks).toString() };
}

describe('runWatched', () => {
  it("passes on a command's output and exit code", async () => {
    const result = await run("console.log('one'); console.error('two'); process.exit(3)", 60_000);
    expect(result).toMatchObject({ status: 3, stalled: false, processes: [] });
    expect(result.output).toContain('one');
    expect(result.output).toContain('two');
  });

  it('stops a command that goes silent, with the processes of its group at that moment', async () => {
    const script = `
      require('node:child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
      console.log('started');
      setInterval(() => {}, 1000);
    `;
    const result = await run(script, 5_000);
    expect(result.stalled).toBe(true);
    expect(result.status).toBeNull();
    expect(result.output).toContain('started');
    // The command and the worker it started.
    expect(result.processes.filter((line) => line.includes('setInterval'))).toHaveLength(2);
  });

  it('lets a command run as long as it keeps printing', async () => {
    const script = `
      let lines = 0;
      const timer = setInterval(() => { console.log('step', ++lines); if (lines === 24) { clearInterval(timer); } }, 250);
    `;
    // Six seconds of work, never more than a quarter of a second without a line.
    const result = await run(script, 4_000);
    expect(result).toMatchObject({ status: 0, stalled: false });
    expect(result.output).toContain('step 24');
  });

  it('leaves no process of its group behind when the command exits', async () => {
    const script = `
      const worker = require('node:child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'inherit' });
      console.log('worker', worker.pid);
      worker.unref();
    `;
    const result = await run(script, 60_000);
    expect(result.status).toBe(0);
    const pid = Number(/worker (\d+)/.exec(result.output)?.[1]);
    expect(pid).toBeGreaterThan(0);
    await expect.poll(() => alive(pid), { timeout: 10_000 }).toBe(false);
  });

  it('passes a SIGTERM meant for the watching process on to the command, and then ends', async () => {
    const module = path.resolve(__dirname, 'watched-process.ts');
    const command = `console.log('command', process.pid); setInterval(() => {}, 1000)`;
    const watcher = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `require(${JSON.stringify(module)}).runWatched(process.execPath, ['-e', ${JSON.stringify(command)}], { silenceMs: 60_000 });`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    watcher.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await expect.poll(() => /command (\d+)/.test(output), { timeout: 30_000 }).toBe(true);
    const pid = Number(/command (\d+)/.exec(output)?.[1]);
    const ended = new Promise<NodeJS.Signals | null>((resolve) => watcher.once('exit', (_, signal) => resolve(signal)));
    watcher.kill('SIGTERM');
    try {
      expect(await ended).toBe('SIGTERM');
      await expect.poll(() => alive(pid), { timeout: 10_000 }).toBe(false);
    } finally {
      // Without the relay the command outlives the watcher: not past this test.
      if (alive(pid)) process.kill(pid, 'SIGKILL');
    }
  }, 60_000);
});
