// Watches the memory a render process really holds, from the server's side: the resident set (RSS) of the
// process and of every process it started (LibreOffice for a Word file), as Linux reports it in /proc, summed
// and compared with a bound several times a second. The kernel's own limits that need no privilege count
// address space instead (RLIMIT_AS, RLIMIT_DATA), and this process reserves tens of gigabytes of it that it
// never touches: see docs/decisions.md, "The file renderer in a box".
import { readFile } from 'node:fs/promises';

/** How often the memory is looked at: what a process can allocate in this time is what it may pass its bound by. */
export const MEMORY_SAMPLE_INTERVAL_MS = 20;

/** Whether this system reports processes' memory in /proc; elsewhere nothing is watched. */
export const CAN_WATCH_MEMORY = process.platform === 'linux';

export interface MemoryWatch {
  stop(): void;
}

/** Resident bytes of `pid` (VmRSS), 0 for a process already exited but not yet reaped, undefined once gone. */
async function residentBytesOf(pid: number): Promise<number | undefined> {
  let status: string;
  try {
    status = await readFile(`/proc/${String(pid)}/status`, 'utf8');
  } catch {
    return undefined;
  }
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  return kilobytes === undefined ? 0 : Number(kilobytes) * 1024;
}

/** The processes `pid` started. Node, its libraries and LibreOffice start processes from their main thread. */
async function childrenOf(pid: number): Promise<number[]> {
  try {
    const children = await readFile(`/proc/${String(pid)}/task/${String(pid)}/children`, 'utf8');
    return children.split(' ').filter((child) => child !== '').map(Number);
  } catch {
    return [];
  }
}

/** Resident bytes of `root` and every process under it. */
export async function treeResidentBytes(root: number): Promise<number> {
  let total = 0;
  const pending = [root];
  const seen = new Set<number>();
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    if (seen.has(pid)) continue;
    seen.add(pid);
    const [resident, children] = await Promise.all([residentBytesOf(pid), childrenOf(pid)]);
    total += resident ?? 0;
    pending.push(...children);
  }
  return total;
}

/**
 * Calls `onOver` once, with the bytes found, the first time the process tree under `pid` holds more than
 * `maxBytes`. Samples one after another, never two at once, from a timer that keeps no process alive.
 */
export function watchMemory(pid: number, maxBytes: number, onOver: (residentBytes: number) => void): MemoryWatch {
  let stopped = !CAN_WATCH_MEMORY;
  let timer: NodeJS.Timeout | undefined;
  const sample = async (): Promise<void> => {
    const resident = await treeResidentBytes(pid);
    if (stopped) return;
    if (resident > maxBytes) {
      stopped = true;
      onOver(resident);
      return;
    }
    timer = setTimeout(() => void sample(), MEMORY_SAMPLE_INTERVAL_MS).unref();
  };
  if (!stopped) void sample();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
