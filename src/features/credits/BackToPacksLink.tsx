import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { creditsMessages } from './messages';

/** Back to the packs on sale, after a payment that did not go through. */
export function BackToPacksLink() {
  const intl = useIntl();
  return (
    <Link to={paths.paymentOptions} data-testid="payment-back-to-packs">
      {intl.formatMessage(creditsMessages.backToPacks)}
    </Link>
  );
}
