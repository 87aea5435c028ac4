// "Follow up?" on an application whose submission has waited more than the account's follow-up days without any
// other action (contract/followUp.ts): on its row in the list, its card on the board and its page. One press adds
// a reminder for tomorrow at 9:00 (followUpSaga.ts), after which the nudge goes. Drawn without antd, like the list.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { needsFollowUp } from '../../../contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { currentTimeMs } from '../../common/clock';
import { PlainButton } from '../../common/components/PlainButton';
import { datedActionCreationKey, selectDatedActionOperation } from '../datedActions';
import { selectAccountSettings } from '../settings';
import { followUpLabelMessage, followUpMessages } from './followUpMessages';
import { followUpRequested, selectJobApplicationTitle, selectUnansweredSubmit } from './jobApplicationsSlice';

export function FollowUpNudge({ id }: { readonly id: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  // The moment the nudge was first drawn: days, not seconds, decide.
  const [now] = useState(currentTimeMs);
  const submitDate = useAppSelector((state) => selectUnansweredSubmit(state, id));
  const followUpDays = useAppSelector((state) => selectAccountSettings(state)?.follow_up_days);
  const title = useAppSelector((state) => selectJobApplicationTitle(state, id));
  const operation = useAppSelector((state) => selectDatedActionOperation(state, datedActionCreationKey(id)));
  if (followUpDays === undefined || title === undefined || !needsFollowUp(submitDate, followUpDays, new Date(now))) return null;
  const saving = operation.status === 'submitting';
  return (
    <span className="app-follow-up" data-testid="follow-up-nudge">
      <PlainButton
        small
        loading={saving}
        data-testid="follow-up-button"
        aria-label={intl.formatMessage(followUpLabelMessage, { title })}
        onClick={() => {
          if (!saving) dispatch(followUpRequested({ applicationId: id, title: intl.formatMessage(followUpMessages.actionTitle) }));
        }}
      >
        {intl.formatMessage(followUpMessages.button)}
      </PlainButton>
      {operation.status === 'failed' && operation.error !== null && (
        <span className="app-text-danger" role="alert" data-testid="follow-up-error">
          {intl.formatMessage(operation.error.descriptor, operation.error.values)}
        </span>
      )}
    </span>
  );
}
