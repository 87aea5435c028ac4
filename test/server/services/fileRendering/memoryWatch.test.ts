// The memory watch counts what a render process holds together with the processes it started (LibreOffice for
// a Word file), as Linux reports their resident memory.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { CAN_WATCH_MEMORY, treeResidentBytes, watchMemory } from '../../../../server/services/fileRendering/memoryWatch';

jest.setTimeout(30_000);

const MIB = 1024 * 1024;

/** A Node process that starts another, which fills 200 MB and keeps them; both in a process group of their own. */
function processWithHungryChild() {
  const hungry = 'const held = Buffer.alloc(200 * 1024 * 1024, 1); process.send("filled"); setInterval(() => held, 1000);';
  const parent = `const child = require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(hungry)}], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    child.on('message', (message) => process.send(message)); setInterval(() => {}, 1000);`;
  return spawn(process.execPath, ['-e', parent], { detached: true, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
}

const describeOnLinux = CAN_WATCH_MEMORY ? describe : describe.skip;

describeOnLinux('watchMemory', () => {
  it('counts the memory of the processes a process started, and says once when the whole passes the bound', async () => {
    const parent = processWithHungryChild();
    const { pid } = parent;
    if (pid === undefined) throw new Error('the process did not start');
    try {
      await once(parent, 'message');
      // The parent alone holds some 40 MB; with its child, over 200.
      expect(await treeResidentBytes(pid)).toBeGreaterThan(200 * MIB);
      const over = await new Promise<number[]>((resolve) => {
        const seen: number[] = [];
        const watch = watchMemory(pid, 150 * MIB, (residentBytes) => {
          seen.push(residentBytes);
          watch.stop();
          resolve(seen);
        });
      });
      expect(over).toHaveLength(1);
      expect(over[0]).toBeGreaterThan(200 * MIB);
    } finally {
      process.kill(-pid, 'SIGKILL');
    }
  });

  it('finds nothing of a process that is gone', async () => {
    expect(await treeResidentBytes(2 ** 22 + 1)).toBe(0);
  });
});
