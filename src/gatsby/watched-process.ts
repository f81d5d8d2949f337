/**
 * Runs a build command in a process group of its own, passing its output on, and stops the whole
 * group when the command prints nothing for too long (Node only).
 *
 * A CI run once waited out its 90 minutes on the brand builds without a line, as their output is
 * shown only when they end. Gatsby prints a line at the end of every step, so a build silent for
 * much longer than its longest step is stuck; stopping it then leaves time to report it, and the
 * process list says which of its processes were still there.
 */
import { execFileSync, spawn } from 'node:child_process';

export interface WatchedRun {
  /** The command's exit code; null when it was stopped or ended by a signal. */
  status: number | null;
  /** Set when the command was stopped for printing nothing for `silenceMs`. */
  stalled: boolean;
  /** The processes of its group at the moment it was stopped (`ps` lines), when it stalled. */
  processes: string[];
}

export interface WatchOptions {
  env?: NodeJS.ProcessEnv;
  /** How long the command may print nothing before it is taken as stuck. */
  silenceMs: number;
  /** Where its output and errors go; this process's standard output by default. */
  write?: (chunk: Buffer) => void;
}

/** Every process of a group, as `ps` lists it (pid, parent, elapsed and CPU time, state, command). */
function groupProcesses(group: number): string[] {
  try {
    const table = execFileSync('ps', ['-eo', 'pgid=,pid=,ppid=,etime=,time=,stat=,args='], { encoding: 'utf8' });
    return table
      .split('\n')
      .filter((line) => line.trim().split(/\s+/)[0] === String(group))
      .map((line) =>
        line
          .trim()
          .replace(/^\d+\s+/, '')
          .slice(0, 240),
      );
  } catch {
    return [];
  }
}

function signalGroup(group: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-group, signal);
  } catch {
    // The group has no process left.
  }
}

/**
 * Runs `command`; when it ends, whatever it left running in its group (workers whose parent
 * exited) is stopped too, so nothing of one build outlives it into the next.
 */
export function runWatched(command: string, args: readonly string[], options: WatchOptions): Promise<WatchedRun> {
  const write =
    options.write ??
    ((chunk: Buffer) => {
      process.stdout.write(chunk);
    });
  const child = spawn(command, args, { env: options.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const group = child.pid;
  let processes: string[] = [];
  let stalled = false;
  let silence: NodeJS.Timeout | undefined;
  const stop = () => {
    if (group === undefined) return;
    signalGroup(group, 'SIGTERM');
    setTimeout(() => signalGroup(group, 'SIGKILL'), 10_000).unref();
  };
  const watch = () => {
    clearTimeout(silence);
    silence = setTimeout(() => {
      stalled = true;
      if (group !== undefined) processes = groupProcesses(group);
      stop();
    }, options.silenceMs);
  };
  watch();
  // The group is not the terminal's: a Ctrl-C or a SIGTERM meant for this process goes to it
  // too, and then ends this process as it would have without the relay.
  const relay = (signal: NodeJS.Signals) => {
    if (group !== undefined) signalGroup(group, signal);
    process.kill(process.pid, signal);
  };
  process.once('SIGINT', relay);
  process.once('SIGTERM', relay);
  const output = (chunk: Buffer) => {
    write(chunk);
    watch();
  };
  child.stdout.on('data', output);
  child.stderr.on('data', output);
  return new Promise((resolve) => {
    let status: number | null = null;
    const end = () => {
      clearTimeout(silence);
      process.off('SIGINT', relay);
      process.off('SIGTERM', relay);
      resolve({ status: stalled ? null : status, stalled, processes });
    };
    child.once('error', () => end());
    // Once the command has exited, what it left in its group goes; its pipes then close, after
    // the last of its output (a process outside the group could hold them: 5 s at most).
    child.once('exit', (code) => {
      status = code;
      if (group !== undefined) signalGroup(group, 'SIGKILL');
      setTimeout(() => {
        child.stdout.destroy();
        child.stderr.destroy();
      }, 5_000).unref();
    });
    child.once('close', () => end());
  });
}
