// An application's status derives from its dated actions (contract/applicationStatus.ts). The dated actions
// feature publishes each change of an application's actions; the status is recomputed here from those
// actions when they are all loaded, otherwise every status is asked for again if the list page holds them.
import { call, put, select, takeEvery } from 'typed-redux-saga';
import { statusOfActions, unansweredSubmitDate } from '../../../contract';
import { currentTimeMs } from '../../common/clock';
import { applicationDatedActionsChanged, selectApplicationDatedActions, selectApplicationDatedActionsState } from '../datedActions';
import { selectStatuses, statusComputed, statusesRefreshNeeded } from './jobApplicationsSlice';

export function* refreshApplicationStatusSaga(action: ReturnType<typeof applicationDatedActionsChanged>) {
  const { applicationId } = action.payload;
  const list = yield* select(selectApplicationDatedActionsState, applicationId);
  if (list.data !== null) {
    const datedActions = yield* select(selectApplicationDatedActions, applicationId);
    const now = yield* call(currentTimeMs);
    yield* put(
      statusComputed({ id: applicationId, status: statusOfActions(datedActions, new Date(now)), unansweredSubmit: unansweredSubmitDate(datedActions) }),
    );
    return;
  }
  const statuses = yield* select(selectStatuses);
  if (statuses.lastUpdated !== null) yield* put(statusesRefreshNeeded());
}

export function* watchApplicationStatuses() {
  yield* takeEvery(applicationDatedActionsChanged.match, refreshApplicationStatusSaga);
}
