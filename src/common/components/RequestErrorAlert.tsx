// A failed request's own message (spec section 8), in the interface language, with a retry when one helps.
import { Alert, Button } from 'antd';
import { useIntl } from 'react-intl';
import type { RequestError } from '../requestError';
import { commonMessages } from '../messages';

export interface RequestErrorAlertProps {
  readonly error: RequestError;
  readonly onRetry?: () => void;
  readonly retrying?: boolean;
  readonly testId?: string;
}

export function RequestErrorAlert({ error, onRetry, retrying = false, testId = 'request-error' }: RequestErrorAlertProps) {
  const intl = useIntl();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      data-testid={testId}
      title={intl.formatMessage(error.descriptor, error.values)}
      action={
        onRetry === undefined ? undefined : (
          <Button size="small" onClick={onRetry} loading={retrying} data-testid={`${testId}-retry`}>
            {intl.formatMessage(commonMessages.retry)}
          </Button>
        )
      }
    />
  );
}
