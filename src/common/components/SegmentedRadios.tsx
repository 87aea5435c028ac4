// A few choices side by side, one picked, drawn as antd's Segmented (plain.css) without antd: native radio
// buttons, so that Tab reaches the chosen one and the arrow keys move between them and pick as they go, as in any
// radio group. The language and theme switches are made of it, in the header, the menu and the settings page.
import { useId } from 'react';

export interface SegmentedOption<V extends string> {
  readonly value: V;
  readonly label: string;
  /** The segment's own data-testid, for a browser test to click it directly. */
  readonly testId: string;
  /** The label's language when it differs from the page's (a language's own name). */
  readonly lang?: string;
}

export interface SegmentedRadiosProps<V extends string> {
  readonly options: readonly SegmentedOption<V>[];
  readonly value: V;
  readonly onChange: (value: V) => void;
  readonly testId: string;
  /** Names the group: a visible label's id, or else a label read out alone. */
  readonly labelledBy?: string;
  readonly label?: string;
}

export function SegmentedRadios<V extends string>({ options, value, onChange, testId, labelledBy, label }: SegmentedRadiosProps<V>) {
  // One group per switch rendered, so that two switches never share their radio buttons.
  const groupName = useId();
  return (
    <div role="radiogroup" data-testid={testId} className="app-segmented" aria-labelledby={labelledBy} aria-label={labelledBy === undefined ? label : undefined}>
      {options.map((option) => (
        <label key={option.value}>
          <input
            type="radio"
            className="app-visually-hidden"
            name={groupName}
            value={option.value}
            checked={option.value === value}
            onChange={() => {
              onChange(option.value);
            }}
          />
          <span data-testid={option.testId} lang={option.lang}>
            {option.label}
          </span>
        </label>
      ))}
    </div>
  );
}
