// A failed request's own message (spec section 8), in the interface language, with a retry when one helps.
// Drawn without antd (PlainNotice), so that a page drawn without it can show its failures too.
import { useIntl } from 'react-intl';
import type { RequestError } from '../requestError';
import { commonMessages } from '../messages';
import { PlainButton } from './PlainButton';
import { PlainNotice } from './PlainNotice';

export interface RequestErrorAlertProps {
  readonly error: RequestError;
  readonly onRetry?: () => void;
  readonly retrying?: boolean;
  readonly testId?: string;
}

export function RequestErrorAlert({ error, onRetry, retrying = false, testId = 'request-error' }: RequestErrorAlertProps) {
  const intl = useIntl();
  return (
    <PlainNotice
      type="error"
      role="alert"
      data-testid={testId}
      title={intl.formatMessage(error.descriptor, error.values)}
      action={
        onRetry === undefined ? undefined : (
          <PlainButton small onClick={onRetry} loading={retrying} data-testid={`${testId}-retry`}>
            {intl.formatMessage(commonMessages.retry)}
          </PlainButton>
        )
      }
    />
  );
}
