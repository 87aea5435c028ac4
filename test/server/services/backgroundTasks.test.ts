import { Writable } from 'node:stream';
import pino from 'pino';
import { createBackgroundTasks } from '../../../server/services/backgroundTasks';

describe('background tasks', () => {
  it('run at once, are awaited by drain, and log a failure under their name without throwing it', async () => {
    const lines: string[] = [];
    const logger = pino(
      new Writable({
        write(chunk: Buffer, _encoding, callback) {
          lines.push(chunk.toString('utf8'));
          callback();
        },
      }),
    );
    const tasks = createBackgroundTasks(logger);
    const done: string[] = [];
    tasks.run('slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      // Work started while draining is waited for too.
      tasks.run('follow-up', async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        done.push('follow-up');
      });
      done.push('slow');
    });
    tasks.run('failing', () => Promise.reject(new Error('refused')));
    await tasks.drain();
    expect(done).toEqual(['slow', 'follow-up']);
    expect(lines.join('')).toMatch(/"task":"failing".*"msg":"background task failed"/);
    await expect(tasks.drain()).resolves.toBeUndefined();
  });
});
