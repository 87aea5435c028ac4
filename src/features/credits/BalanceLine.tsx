import { Typography } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '../../app/hooks';
import { selectCredits } from './balanceSlice';
import { balanceLineMessage } from './messages';

/** "Your balance: 3 credits", for the pages about credits; the server's pushes keep it current. */
export function BalanceLine({ testId }: { readonly testId: string }) {
  const credits = useAppSelector(selectCredits);
  return (
    <Typography.Paragraph data-testid={testId} aria-live="polite">
      <FormattedMessage {...balanceLineMessage} values={{ count: credits }} />
    </Typography.Paragraph>
  );
}
