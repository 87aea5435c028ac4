// Work done at the first call rather than up front: the services load a provider's client library this way when
// they first need it, so that a server which never uses it does not pay for loading it at every start.

/** Runs `load` at the first call only; every call answers that one promise (a failure too: it would fail again). */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}
