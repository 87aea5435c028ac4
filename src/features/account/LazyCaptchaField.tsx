// The captcha field for the sign-in page, whose code (the ALTCHA widget, about a tenth of what /login would
// otherwise download) comes only when the server first asks for a captcha: most sign-ins never need it. Its own
// Suspense boundary keeps the form on screen meanwhile; the field's hint below it is shown at once.
import { Suspense } from 'react';
import { lazyComponent } from '../../app/lazyComponent';
import type { CaptchaFieldProps } from './CaptchaField';

const LoadedCaptchaField = lazyComponent(async () => (await import('./CaptchaField')).CaptchaField);

export function LazyCaptchaField(props: CaptchaFieldProps) {
  return (
    <Suspense fallback={null}>
      <LoadedCaptchaField {...props} />
    </Suspense>
  );
}
