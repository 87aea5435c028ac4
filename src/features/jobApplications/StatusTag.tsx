import { Tag } from 'antd';
import { useIntl } from 'react-intl';
import type { ApplicationStatus } from '../../../contract';
import { statusColors, statusMessages } from './statusMessages';

/** An application's status as a coloured label, in the interface language. */
export function StatusTag({ status }: { readonly status: ApplicationStatus }) {
  const intl = useIntl();
  return (
    <Tag color={statusColors[status]} data-testid="job-application-status" data-status={status}>
      {intl.formatMessage(statusMessages[status])}
    </Tag>
  );
}
