// The current time as sagas read it: through `call(currentTimeMs)`, so tests can provide the time.

/** Epoch milliseconds. */
export function currentTimeMs(): number {
  return Date.now();
}
