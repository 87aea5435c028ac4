export interface PlainSkeletonProps {
  /** Lines of the paragraph under the title line. */
  readonly rows: number;
}

/**
 * A title line and a paragraph of grey, shimmering bars, drawn as antd's Skeleton (plain.css). It says
 * nothing itself: the element around it names what loads.
 */
export function PlainSkeleton({ rows }: PlainSkeletonProps) {
  return (
    <span className="app-skeleton" aria-hidden="true">
      <span className="app-skeleton-bar app-skeleton-title" />
      {Array.from({ length: rows }, (_row, index) => (
        <span key={index} className="app-skeleton-bar" />
      ))}
    </span>
  );
}

/** One bar the size of a small input, for a cell whose content loads (antd's small Skeleton.Input). */
export function PlainSkeletonInline() {
  return <span className="app-skeleton-bar app-skeleton-inline" aria-hidden="true" />;
}
