// Shown for any path that matches no route.
import { Typography } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { PageTitle } from '../common/components/PageTitle';
import { notFoundMessages } from './messages';
import { paths } from './paths';

export function NotFoundPage() {
  return (
    <section data-testid="not-found">
      <PageTitle message={notFoundMessages.title} />
      <Typography.Paragraph>
        <FormattedMessage {...notFoundMessages.explanation} />
      </Typography.Paragraph>
      <Link to={paths.home}>
        <FormattedMessage {...notFoundMessages.home} />
      </Link>
    </section>
  );
}
