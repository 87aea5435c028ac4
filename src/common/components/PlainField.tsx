import { useState, type HTMLInputTypeAttribute, type ReactNode } from 'react';

/** What a field gives its control, so that the label, the error and the hint point at it. */
export interface FieldControlProps {
  readonly id: string;
  readonly 'aria-invalid'?: true;
  readonly 'aria-describedby'?: string;
}

export interface PlainFieldProps {
  /** The control's id: the label names it, and the error and the hint take their ids from it. */
  readonly id: string;
  readonly label?: string;
  /** What is wrong with the value, in the interface language; the control is marked invalid meanwhile. */
  readonly error?: string | null;
  /** A line of help under the control. */
  readonly extra?: ReactNode;
  readonly children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control with its error and hint under it, drawn as antd's vertical Form.Item (plain.css). */
export function PlainField({ id, label, error, extra, children }: PlainFieldProps) {
  const errorId = `${id}-error`;
  const extraId = `${id}-extra`;
  const invalid = error !== undefined && error !== null;
  const describedBy = [invalid ? errorId : '', extra === undefined ? '' : extraId].filter((part) => part !== '').join(' ');
  return (
    <div className={invalid || extra !== undefined ? 'app-field app-field-with-help' : 'app-field'}>
      {label !== undefined && (
        <label className="app-field-label" htmlFor={id}>
          {label}
        </label>
      )}
      {children({
        id,
        ...(invalid ? { 'aria-invalid': true } : {}),
        ...(describedBy === '' ? {} : { 'aria-describedby': describedBy }),
      })}
      {(invalid || extra !== undefined) && (
        <div className="app-field-help">
          {invalid && (
            <div id={errorId} className="app-field-error">
              {error}
            </div>
          )}
          {extra !== undefined && (
            <div id={extraId} className="app-field-extra">
              {extra}
            </div>
          )}
        </div>
      )}
    </div>
  );
}

export interface PlainTextFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | null;
  readonly type?: Extract<HTMLInputTypeAttribute, 'email' | 'password' | 'text'>;
  readonly autoComplete?: string;
  readonly autoFocus?: boolean;
  readonly 'data-testid'?: string;
  /** For a password: the names of the button that shows and hides it. */
  readonly visibilityLabels?: { readonly show: string; readonly hide: string };
}

/** An antd-looking text input in a PlainField; a password gets a button that shows and hides what was typed. */
export function PlainTextField({ id, label, value, onChange, error, type = 'text', autoComplete, autoFocus, 'data-testid': testId, visibilityLabels }: PlainTextFieldProps) {
  const [shown, setShown] = useState(false);
  const inputType = type === 'password' && shown ? 'text' : type;
  return (
    <PlainField id={id} label={label} error={error}>
      {(control) => (
        <div className="app-field-control" data-invalid={control['aria-invalid'] === true}>
          <input
            {...control}
            type={inputType}
            value={value}
            autoComplete={autoComplete}
            autoFocus={autoFocus}
            // An address or a password is no word to correct.
            spellCheck={type === 'text'}
            data-testid={testId}
            onChange={(event) => {
              onChange(event.target.value);
            }}
          />
          {type === 'password' && visibilityLabels !== undefined && (
            <button
              type="button"
              className="app-icon-button app-focus-ring"
              aria-label={shown ? visibilityLabels.hide : visibilityLabels.show}
              aria-controls={id}
              onClick={() => {
                setShown((was) => !was);
              }}
            >
              <EyeIcon crossed={!shown} />
            </button>
          )}
        </div>
      )}
    </PlainField>
  );
}

/** The password's state, as antd draws it: an open eye when shown, a crossed one when hidden. */
function EyeIcon({ crossed }: { readonly crossed: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="1.3" aria-hidden="true" focusable="false">
      <path d="M1 8s2.6-4.5 7-4.5S15 8 15 8s-2.6 4.5-7 4.5S1 8 1 8z" />
      <circle cx="8" cy="8" r="2" />
      {crossed && <path d="M2.5 13.5l11-11" strokeLinecap="round" />}
    </svg>
  );
}
