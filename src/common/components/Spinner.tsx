export interface SpinnerProps {
  /** The larger one stands alone (a page being checked); the smaller one sits in a line of text or a button. */
  readonly size?: 'small' | 'large';
  /** Names the spinner for screen readers when no text beside it says what is awaited. */
  readonly label?: string;
}

/** A turning ring in the text's colour, drawn as antd's Spin. */
export function Spinner({ size = 'small', label }: SpinnerProps) {
  const className = size === 'large' ? 'app-spinner app-spinner-large' : 'app-spinner';
  return label === undefined ? (
    <span className={className} aria-hidden="true" />
  ) : (
    <span className={className} role="img" aria-label={label} />
  );
}
