// limitConcurrency: n calls at once at most, the others in the order they came, and a place freed goes to the
// first waiting call, never to a newcomer.
import { limitConcurrency } from '../../../../server/services/fileRendering/concurrencyLimit';

interface Call {
  readonly name: string;
  readonly finish: () => void;
}

/** A limited function whose calls the test finishes one by one, and the names of those that started. */
function controlledWork(concurrency: number) {
  const started: Call[] = [];
  const limited = limitConcurrency(
    (name: string) =>
      new Promise<string>((resolve) => {
        started.push({
          name,
          finish: () => {
            resolve(name);
          },
        });
      }),
    concurrency,
  );
  return { started, limited };
}

/** Lets every promise callback already due run. */
const settled = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('limitConcurrency', () => {
  it('runs at most n calls at once, and the waiting ones in the order they came', async () => {
    const { started, limited } = controlledWork(2);
    const results = ['a', 'b', 'c', 'd'].map((name) => limited(name));
    await settled();
    expect(started.map((call) => call.name)).toEqual(['a', 'b']);
    started[1]?.finish();
    await settled();
    expect(started.map((call) => call.name)).toEqual(['a', 'b', 'c']);
    started[0]?.finish();
    started[2]?.finish();
    await settled();
    started[3]?.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('gives a freed place to the first waiting call, not to a call arriving meanwhile', async () => {
    const { started, limited } = controlledWork(1);
    const first = limited('first');
    const waiting = limited('waiting');
    await settled();
    started[0]?.finish();
    // Queued right behind the end of the first call: arrives once its place is freed, before the waiting call
    // has had its turn to run.
    const newcomer = Promise.resolve().then(() => limited('newcomer'));
    await settled();
    expect(started.map((call) => call.name)).toEqual(['first', 'waiting']);
    started[1]?.finish();
    await settled();
    started[2]?.finish();
    expect(await Promise.all([first, waiting, newcomer])).toEqual(['first', 'waiting', 'newcomer']);
  });

  it('frees the place of a call that fails', async () => {
    const limited = limitConcurrency((fail: boolean) => (fail ? Promise.reject(new Error('failed')) : Promise.resolve('done')), 1);
    await expect(limited(true)).rejects.toThrow('failed');
    expect(await limited(false)).toBe('done');
  });
});
