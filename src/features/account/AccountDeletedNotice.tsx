// Says, on the page the user lands on once signed out, that their account was deleted: the deletion page
// itself is gone by then (it needs a session).
import { Alert } from 'antd';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectIsConnected } from '../session';
import { accountDeletedNoticeDismissed, selectAccountDeletion } from './accountDataSlice';
import { accountDeletionMessages } from './messages';

export function AccountDeletedNotice() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const deleted = useAppSelector(selectAccountDeletion).status === 'deleted';
  const isConnected = useAppSelector(selectIsConnected);
  if (!deleted || isConnected) return null;
  return (
    <Alert
      type="success"
      showIcon
      closable={{ onClose: () => dispatch(accountDeletedNoticeDismissed()) }}
      role="status"
      data-testid="account-deleted-notice"
      style={{ marginBottom: 16 }}
      title={intl.formatMessage(accountDeletionMessages.deleted)}
    />
  );
}
