// "Archived" beside an archived application's status, on its page and on the list when archived ones are shown.
import { useIntl } from 'react-intl';
import { detailsMessages } from './detailsMessages';

export function ArchivedTag() {
  const intl = useIntl();
  return (
    <span className="app-tag" data-testid="job-application-archived">
      {intl.formatMessage(detailsMessages.archived)}
    </span>
  );
}
