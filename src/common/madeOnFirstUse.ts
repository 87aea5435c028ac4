// A value made the first time it is asked for, then kept. For costly objects at a module's top level, such as
// an Intl.Collator: the first one a page makes loads the language's collation data (12-16 ms of main thread in
// desktop Chromium here, several times that on a phone), which a module that only declares it should not spend
// while the page is starting.

export function madeOnFirstUse<Value>(make: () => Value): () => Value {
  let made: { readonly value: Value } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
