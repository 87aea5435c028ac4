// The ALTCHA proof-of-work check as a controlled form field (antd's Form.Item or a PlainField): its value is the payload of the solved
// challenge (the string the server verifies as `captcha`), or undefined until solved. The widget fetches its
// challenge from GET /api/captcha (with `?purpose=sign_in`, the harder one a sign-in may need) and solves it
// in the browser. A solution is single use: when the form
// clears the value (after a failed submission), the widget is reset so the user solves a fresh challenge.
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { API_PATHS, type CaptchaPurpose } from '../../../contract';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../i18n/localeSlice';
import type { Locale } from '../../i18n/locales';
import './altchaWidget';
import { fieldMessages } from './messages';

/** The widget's states (its `statechange` event's `detail.state`). */
type WidgetState = 'code' | 'error' | 'verified' | 'verifying' | 'unverified' | 'expired';

/** The methods of the element this field uses; the package defines them once the element is upgraded. */
interface AltchaWidgetElement extends HTMLElement {
  readonly getState?: () => WidgetState;
  readonly reset?: () => void;
}

interface WidgetEventDetail {
  readonly state?: WidgetState;
  readonly payload?: string | null;
}

/** The widget's translation keys: 'en' is built in, 'fr-fr' comes from altcha/i18n/fr-fr. */
const WIDGET_LANGUAGES: Readonly<Record<Locale, string>> = { 'en-US': 'en', 'fr-FR': 'fr-fr' };

function detailOf(event: Event): WidgetEventDetail {
  const detail: unknown = (event as CustomEvent).detail;
  return typeof detail === 'object' && detail !== null ? detail : {};
}

export interface CaptchaFieldProps {
  /** The payload of the solved challenge; antd's Form.Item or the plain form passes it. */
  readonly value?: string;
  readonly onChange?: (value: string | undefined) => void;
  /** Given by the field around it, so the field's label and errors point at it. */
  readonly id?: string;
  readonly 'aria-invalid'?: boolean | 'true' | 'false';
  readonly 'aria-describedby'?: string;
  /** data-testid of the wrapper around the widget. */
  readonly testId: string;
  /** The challenge to solve: the sign-up and reset one by default. */
  readonly purpose?: CaptchaPurpose;
}

/** GET /api/captcha, for the challenge of this purpose. */
export function captchaChallengePath(purpose: CaptchaPurpose | undefined): string {
  return purpose === undefined ? API_PATHS.captcha : `${API_PATHS.captcha}?${new URLSearchParams({ purpose }).toString()}`;
}

export function CaptchaField(props: CaptchaFieldProps) {
  const { value, onChange, id, testId, purpose } = props;
  const invalid = props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  const intl = useIntl();
  const locale = useAppSelector(selectLocale);
  const widgetRef = useRef<AltchaWidgetElement>(null);
  // The listeners are attached once; they read the latest value and callback through these.
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });

  useEffect(() => {
    const widget = widgetRef.current;
    if (widget === null) return undefined;
    const onStateChange = (event: Event) => {
      const { state, payload } = detailOf(event);
      if (state === 'verified' && typeof payload === 'string' && payload !== '') {
        if (latest.current.value !== payload) latest.current.onChange?.(payload);
      } else if (latest.current.value !== undefined) {
        // Verifying again, expired or failed: the former payload must not be sent.
        latest.current.onChange?.(undefined);
      }
    };
    const onVerified = (event: Event) => {
      const { payload } = detailOf(event);
      if (typeof payload === 'string' && payload !== '' && latest.current.value !== payload) {
        latest.current.onChange?.(payload);
      }
    };
    widget.addEventListener('statechange', onStateChange);
    widget.addEventListener('verified', onVerified);
    return () => {
      widget.removeEventListener('statechange', onStateChange);
      widget.removeEventListener('verified', onVerified);
    };
  }, []);

  useEffect(() => {
    const widget = widgetRef.current;
    if (value === undefined && widget?.getState?.() === 'verified') widget.reset?.();
  }, [value]);

  return (
    <div
      id={id}
      data-testid={testId}
      role="group"
      aria-label={intl.formatMessage(fieldMessages.captcha)}
      aria-invalid={invalid}
      aria-describedby={props['aria-describedby']}
      // The theme's error colour and radius (plain.css), as the field sits in plain and antd forms alike.
      style={invalid ? { outline: '1px solid var(--app-color-error)', borderRadius: 'var(--app-border-radius)' } : undefined}
    >
      {/* type="native": the browser's own checkbox, which keyboards, screen readers and browser automation all
          reach directly (the styled variant lays a decorative SVG over its input). */}
      <altcha-widget
        ref={widgetRef}
        challenge={captchaChallengePath(purpose)}
        language={WIDGET_LANGUAGES[locale]}
        name="captcha"
        type="native"
      />
    </div>
  );
}
