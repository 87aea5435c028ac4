import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '../../app/hooks';
import { selectCredits } from './balanceSlice';
import { creditsBalanceMessage } from './messages';

/** The account's credits, pluralised for 0, 1 and n. */
export function CreditsBalance() {
  const credits = useAppSelector(selectCredits);
  return (
    <span data-testid="credits" aria-live="polite">
      <FormattedMessage {...creditsBalanceMessage} values={{ count: credits }} />
    </span>
  );
}
