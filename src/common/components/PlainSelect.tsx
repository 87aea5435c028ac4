import { Spinner } from './Spinner';

export interface PlainSelectOption<Value extends string> {
  readonly value: Value;
  readonly label: string;
}

export interface PlainSelectProps<Value extends string> {
  readonly value: Value;
  readonly options: readonly PlainSelectOption<Value>[];
  readonly onChange: (value: Value) => void;
  /** The select's name for screen readers, when no label is shown. */
  readonly 'aria-label': string;
  /** The options are being worked out (the statuses of a filter): a spinner takes the arrow's place. */
  readonly busy?: boolean;
  readonly 'data-testid'?: string;
  readonly className?: string;
}

/**
 * The browser's own select, drawn as antd's Select (plain.css): a phone opens its native picker, the keyboard
 * works as in any form, and no list widget's code is downloaded for a handful of choices.
 */
export function PlainSelect<Value extends string>({
  value,
  options,
  onChange,
  'aria-label': label,
  busy = false,
  'data-testid': testId,
  className,
}: PlainSelectProps<Value>) {
  return (
    <div className={className === undefined ? 'app-field-control app-select' : `app-field-control app-select ${className}`} data-testid={testId}>
      <select
        aria-label={label}
        aria-busy={busy}
        value={value}
        onChange={(event) => {
          // The value is one of the options' own, which are the only ones the browser offers.
          onChange(event.target.value as Value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <span className="app-select-suffix" aria-hidden="true">
        {busy ? <Spinner /> : <ChevronIcon />}
      </span>
    </div>
  );
}

/** antd's DownOutlined, as the Select's arrow. */
function ChevronIcon() {
  return (
    <svg viewBox="0 0 16 16" width="12" height="12" fill="none" stroke="currentColor" strokeWidth="1.5" focusable="false">
      <path d="M3 6l5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
