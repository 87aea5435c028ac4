// Command-line flags shared by the benchmarks.

/** A whole-number flag from `minimum` to 1,000,000, or an error naming the flag. */
export function integerFlag(flag: string, text: string, minimum = 1): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < minimum || value > 1_000_000) {
    throw new Error(`${flag} must be an integer from ${minimum} to 1000000 (got ${JSON.stringify(text)})`);
  }
  return value;
}
