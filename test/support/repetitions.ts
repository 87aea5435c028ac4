// How many times a test that repeats one scenario (generated inputs, kills, restarts) repeats it: a count
// sized for every commit, which a variable of the environment raises for a longer search.

/** The whole positive count in `process.env[name]`, or `perCommit` when it is unset or empty. */
export function repetitions(name: string, perCommit: number): number {
  const setting = process.env[name];
  if (setting === undefined || setting === '') return perCommit;
  const count = Number(setting);
  if (!Number.isInteger(count) || count < 1) throw new Error(`${name} must be a positive whole number, got ${JSON.stringify(setting)}`);
  return count;
}
