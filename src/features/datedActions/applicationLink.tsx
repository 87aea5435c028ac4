// How an action names its application on the pages of this feature that do not have the application at hand (the
// page of every action, the page of one action): a link drawn by whoever renders those pages, so that this
// feature never imports the applications' (which imports this one for its Actions tab).
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { jobApplicationPath } from '../../app/paths';
import { allDatedActionsMessages } from './messages';

/** Draws the link to the application of this id (its title, once known). */
export type RenderApplicationLink = (applicationId: string) => ReactNode;

/** Without a renderer: the link alone, with a generic name. */
export function GenericApplicationLink({ applicationId }: { readonly applicationId: string }) {
  const intl = useIntl();
  return (
    <Link to={jobApplicationPath(applicationId)} data-testid="dated-action-application">
      {intl.formatMessage(allDatedActionsMessages.openApplication)}
    </Link>
  );
}

export const renderGenericApplicationLink: RenderApplicationLink = (applicationId) => <GenericApplicationLink applicationId={applicationId} />;
