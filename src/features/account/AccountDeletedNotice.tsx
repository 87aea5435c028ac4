// Says, on the page the user lands on once signed out, that their account was deleted: the deletion page
// itself is gone by then (it needs a session). Plain (no antd), as it sits in the open pages' layout.
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PlainNotice } from '../../common/components/PlainNotice';
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
    <div style={{ marginBottom: 16 }}>
      <PlainNotice
        type="success"
        role="status"
        data-testid="account-deleted-notice"
        title={intl.formatMessage(accountDeletionMessages.deleted)}
        onClose={() => dispatch(accountDeletedNoticeDismissed())}
      />
    </div>
  );
}
