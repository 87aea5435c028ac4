// /files_selection: choose among the account's files, with their thumbnails, the ones to link to an
// application; linking returns to the application's Files tab. Files linked already are shown checked.
import { Alert, Button, Checkbox, Empty, Flex, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PageTitle } from '../../common/components/PageTitle';
import { RequestErrorAlert } from '../../common/components/RequestErrorAlert';
import { FileRows } from './FileRows';
import { filesLinkSubmitted, linkKey, operationDismissed, recentFilesNeeded, selectFileOperation, selectRecentFiles, selectRecentFilesState } from './filesSlice';
import { applicationFilesTabPath, SELECTION_APPLICATION_PARAM } from './filesSelectionPaths';
import { filesMessages, linkSelectedMessage } from './messages';

export function FilesSelectionPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const applicationId = searchParams.get(SELECTION_APPLICATION_PARAM);
  const list = useAppSelector(selectRecentFilesState);
  const files = useAppSelector(selectRecentFiles);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const key = linkKey(applicationId ?? '');
  const link = useAppSelector((state) => selectFileOperation(state, key));

  useEffect(() => {
    dispatch(recentFilesNeeded());
    dispatch(operationDismissed({ key }));
  }, [dispatch, key]);

  useEffect(() => {
    if (link.status === 'succeeded' && applicationId !== null) {
      dispatch(operationDismissed({ key }));
      void navigate(applicationFilesTabPath(applicationId));
    }
  }, [applicationId, dispatch, key, link.status, navigate]);

  if (applicationId === null) {
    return (
      <div data-testid="files-selection-page">
        <PageTitle message={filesMessages.selectionTitle} />
        <Alert type="info" showIcon title={intl.formatMessage(filesMessages.noApplication)} />
      </div>
    );
  }

  const toggle = (fileId: string, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(fileId);
    else next.delete(fileId);
    setChosen(next);
  };

  return (
    <div data-testid="files-selection-page">
      <PageTitle message={filesMessages.selectionTitle} />
      <Link to={applicationFilesTabPath(applicationId)} data-testid="files-selection-back">
        {intl.formatMessage(filesMessages.backToApplication)}
      </Link>
      {list.status === 'failed' && list.error !== null && <RequestErrorAlert error={list.error} onRetry={() => dispatch(recentFilesNeeded())} />}
      {link.status === 'failed' && link.error !== null && <RequestErrorAlert error={link.error} testId="files-selection-error" />}
      {list.data === null && list.status !== 'failed' ? (
        <Spin description={intl.formatMessage(filesMessages.loading)}>
          <div style={{ minHeight: 120 }} />
        </Spin>
      ) : (
        <FileRows
          files={files}
          testId="files-selection-list"
          empty={<Empty description={intl.formatMessage(filesMessages.empty)} />}
          actionsOf={(file) => {
            const linked = file.job_application_ids.includes(applicationId);
            return (
              <Checkbox
                checked={linked || chosen.has(file.id)}
                disabled={linked}
                onChange={(event) => {
                  toggle(file.id, event.target.checked);
                }}
                data-testid="files-selection-checkbox"
              >
                {linked ? <Typography.Text type="secondary">{intl.formatMessage(filesMessages.alreadyLinked)}</Typography.Text> : intl.formatMessage(filesMessages.choose)}
              </Checkbox>
            );
          }}
        />
      )}
      <Flex justify="end" style={{ marginTop: 16 }}>
        <Button
          type="primary"
          disabled={chosen.size === 0}
          loading={link.status === 'submitting'}
          onClick={() => dispatch(filesLinkSubmitted({ applicationId, fileIds: [...chosen] }))}
          data-testid="files-selection-link"
        >
          {intl.formatMessage(linkSelectedMessage, { count: chosen.size })}
        </Button>
      </Flex>
    </div>
  );
}
