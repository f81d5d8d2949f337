/**
 * Peak memory of a command with all its children (Gatsby builds in worker processes): the
 * summed resident set of the process tree, sampled from /proc while it runs.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';

export interface ProcessSample {
  pid: number;
  ppid: number;
  rssBytes: number;
}

/** Summed resident memory of `root` and every descendant in one snapshot. */
export function treeRss(processes: readonly ProcessSample[], root: number): number {
  const children = new Map<number, ProcessSample[]>();
  for (const sample of processes) children.set(sample.ppid, [...(children.get(sample.ppid) ?? []), sample]);
  let total = 0;
  const seen = new Set<number>();
  const stack = processes.filter((sample) => sample.pid === root);
  while (stack.length > 0) {
    const sample = stack.pop() as ProcessSample;
    if (seen.has(sample.pid)) continue;
    seen.add(sample.pid);
    total += sample.rssBytes;
    stack.push(...(children.get(sample.pid) ?? []));
  }
  return total;
}

/** `/proc/<pid>/stat`: the command name is parenthesised and may hold spaces, so split after it. */
export function parseStat(stat: string, pageSize: number): ProcessSample | undefined {
  const close = stat.lastIndexOf(')');
  const pid = Number.parseInt(stat, 10);
  const fields = stat.slice(close + 2).split(' ');
  // After the name: state(0) ppid(1) ... rss(21), in pages.
  const ppid = Number(fields[1]);
  const rss = Number(fields[21]);
  if (!Number.isFinite(pid) || !Number.isFinite(ppid) || !Number.isFinite(rss)) return undefined;
  return { pid, ppid, rssBytes: rss * pageSize };
}

const pageSize = 4096;

function snapshot(): ProcessSample[] {
  const samples: ProcessSample[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const sample = parseStat(fs.readFileSync(`/proc/${entry}/stat`, 'utf8'), pageSize);
      if (sample) samples.push(sample);
    } catch {
      // The process ended between listing and reading.
    }
  }
  return samples;
}

export interface Measured {
  status: number | null;
  seconds: number;
  peakRssBytes: number;
}

/** Runs a command to its end, measuring wall time and the peak RSS of its process tree. */
export function measureCommand(
  command: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string },
): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const log = fs.openSync(options.logFile, 'a');
    const started = process.hrtime.bigint();
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', log, log] });
    let peak = 0;
    const sample = () => {
      if (child.pid !== undefined) peak = Math.max(peak, treeRss(snapshot(), child.pid));
    };
    const timer = setInterval(sample, 250);
    child.on('error', (error) => {
      clearInterval(timer);
      fs.closeSync(log);
      reject(error);
    });
    child.on('exit', (status) => {
      clearInterval(timer);
      fs.closeSync(log);
      resolve({ status, seconds: Number(process.hrtime.bigint() - started) / 1e9, peakRssBytes: peak });
    });
  });
}
