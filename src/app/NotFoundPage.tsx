// Shown for any path that matches no route. Plain (no antd), as the route table that names it is in the first
// download.
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { PageTitle } from '../common/components/PageTitle';
import { notFoundMessages } from './messages';
import { paths } from './paths';

export function NotFoundPage() {
  return (
    <section data-testid="not-found">
      <PageTitle message={notFoundMessages.title} />
      <p>
        <FormattedMessage {...notFoundMessages.explanation} />
      </p>
      <Link to={paths.home} className="app-link">
        <FormattedMessage {...notFoundMessages.home} />
      </Link>
    </section>
  );
}
