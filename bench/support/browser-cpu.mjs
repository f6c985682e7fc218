// The CPU time a Chromium's processes used, by kind, read from /proc (Linux): what a frame costs
// the GPU process (where SwiftShader rasters, draws and composites) and the renderers. The browser
// is found by a switch it was launched with (Chromium ignores one it does not know).
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** CPU seconds so far of this browser's processes by kind ('gpu-process', 'renderer', …); {} without /proc. */
export function browserCpu(marker) {
  if (!existsSync('/proc/self/stat')) return {};
  const processes = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      processes.set(Number(entry), {
        parent: Number(fields[1]),
        // utime + stime, in clock ticks (100 a second on Linux).
        seconds: (Number(fields[11]) + Number(fields[12])) / 100,
        kind: command.includes(marker) ? 'browser' : (command.match(/--type=([a-z-]+)/)?.[1] ?? 'other'),
      });
    } catch {
      // The process ended while it was read.
    }
  }
  const byKind = {};
  const add = (pid) => {
    const found = processes.get(pid);
    if (!found) return;
    byKind[found.kind] = (byKind[found.kind] ?? 0) + found.seconds;
    for (const [child, { parent }] of processes) if (parent === pid) add(child);
  };
  for (const [pid, { kind }] of processes) if (kind === 'browser') add(pid);
  return byKind;
}

/** Milliseconds of CPU a frame, by process kind, between two browserCpu() readings. */
export const cpuPerFrame = (before, after, frames) =>
  Object.fromEntries(
    ['gpu-process', 'renderer'].map((kind) => [
      kind,
      frames > 0 ? (((after[kind] ?? 0) - (before[kind] ?? 0)) * 1000) / frames : null,
    ]),
  );
