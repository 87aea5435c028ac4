import { useRef } from 'react';
import { Spinner } from './Spinner';

export interface PlainSearchFieldProps {
  readonly value: string;
  /** Each change of the text, the clear button's included (with ''). */
  readonly onChange: (value: string) => void;
  /** Enter in the field, or the search button: search now. */
  readonly onSearch: (value: string) => void;
  readonly placeholder?: string;
  readonly maxLength?: number;
  /** A search is on its way: the search button shows a spinner. */
  readonly loading?: boolean;
  readonly labels: {
    /** The field's name for screen readers. */
    readonly field: string;
    readonly search: string;
    readonly clear: string;
  };
  readonly 'aria-describedby'?: string;
  /** Marks the whole box, field and buttons. */
  readonly 'data-testid'?: string;
}

/**
 * A search box with a clear button and a search button joined to its end, drawn as antd's Input.Search
 * (plain.css) without antd's code. Clearing puts the focus back in the field, to type the next search.
 */
export function PlainSearchField({
  value,
  onChange,
  onSearch,
  placeholder,
  maxLength,
  loading = false,
  labels,
  'aria-describedby': describedBy,
  'data-testid': testId,
}: PlainSearchFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="app-search-group" data-testid={testId}>
      <div className="app-field-control app-search">
        <input
          ref={input}
          type="search"
          aria-label={labels.field}
          aria-describedby={describedBy}
          placeholder={placeholder}
          maxLength={maxLength}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onSearch(event.currentTarget.value);
          }}
        />
        {value !== '' && (
          <button
            type="button"
            className="app-icon-button app-focus-ring"
            aria-label={labels.clear}
            onClick={() => {
              onChange('');
              input.current?.focus();
            }}
          >
            <ClearIcon />
          </button>
        )}
      </div>
      <button
        type="button"
        className="app-button app-focus-ring app-search-button"
        aria-label={labels.search}
        aria-busy={loading || undefined}
        onClick={() => {
          onSearch(value);
        }}
      >
        {loading ? <Spinner /> : <SearchIcon />}
      </button>
    </div>
  );
}

/** antd's CloseCircleFilled, as the clear button. */
function ClearIcon() {
  return (
    <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="8" fill="currentColor" />
      <path d="M5.5 5.5l5 5m0-5l-5 5" className="app-icon-cutout" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

/** antd's SearchOutlined, as the search button. */
function SearchIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true" focusable="false">
      <circle cx="7" cy="7" r="5" />
      <path d="M11 11l3.5 3.5" strokeLinecap="round" />
    </svg>
  );
}
