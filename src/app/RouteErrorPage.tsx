// Shown in the layout when a page throws while rendering, instead of react-router's untranslated default.
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useRouteError } from 'react-router';
import { PageTitle } from '../common/components/PageTitle';
import { errorMessages } from './messages';
import { paths } from './paths';

export function RouteErrorPage() {
  const error = useRouteError();

  useEffect(() => {
    console.error('A page failed to render', error);
  }, [error]);

  return (
    <section data-testid="route-error">
      <PageTitle message={errorMessages.title} />
      <Link to={paths.home} className="app-link">
        <FormattedMessage {...errorMessages.home} />
      </Link>
    </section>
  );
}
