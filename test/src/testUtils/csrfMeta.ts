// The page's `<meta name="csrf-token">`, which the HTTP clients read on every call: set to `content`, or removed.
export function setCsrfMeta(content: string | undefined): void {
  document.head.querySelectorAll('meta[name="csrf-token"]').forEach((meta) => {
    meta.remove();
  });
  if (content === undefined) return;
  const meta = document.createElement('meta');
  meta.name = 'csrf-token';
  meta.content = content;
  document.head.append(meta);
}
