import { useIntl } from 'react-intl';
import type { ApplicationStatus } from '../../../contract';
import { statusColors, statusMessages } from './statusMessages';

/** An application's status as a coloured label, in the interface language, drawn as antd's Tag (plain.css). */
export function StatusTag({ status }: { readonly status: ApplicationStatus }) {
  const intl = useIntl();
  return (
    <span className={`app-tag app-tag-${statusColors[status]}`} data-testid="job-application-status" data-status={status}>
      {intl.formatMessage(statusMessages[status])}
    </span>
  );
}
