// The AI responses made from one file, newest first, for its preview: the files pages render it under the
// picture (given to them by whoever renders those pages), so the files feature never imports this one.
import { Empty, Skeleton, Typography } from 'antd';
import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import type { StoredFile } from '../../../contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { RequestErrorAlert } from '../../common/components/RequestErrorAlert';
import { fileResponsesNeeded, selectFileResponses, selectFileResponsesState } from './aiSlice';
import { aiMessages } from './messages';
import { ResponseItem, responseListStyle } from './ResponseItem';

export function ResponsesForFile({ fileId }: { readonly fileId: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const list = useAppSelector((state) => selectFileResponsesState(state, fileId));
  const responses = useAppSelector((state) => selectFileResponses(state, fileId));
  const headingId = useId();

  useEffect(() => {
    dispatch(fileResponsesNeeded({ fileId }));
  }, [dispatch, fileId]);

  const renderList = () => {
    if (list.data === null) {
      if (list.status === 'failed' && list.error !== null) {
        return <RequestErrorAlert error={list.error} onRetry={() => dispatch(fileResponsesNeeded({ fileId }))} testId="ai-file-responses-error" />;
      }
      return (
        <div role="status" aria-label={intl.formatMessage(aiMessages.responsesLoading)}>
          <Skeleton active paragraph={{ rows: 2 }} />
        </div>
      );
    }
    if (responses.length === 0) {
      return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage(aiMessages.fileResponsesEmpty)} />;
    }
    return (
      <ul role="list" style={responseListStyle} aria-labelledby={headingId}>
        {responses.map((response) => (
          <ResponseItem key={response.id} response={response} testId="ai-response-item" linkApplication linkFiles={false} />
        ))}
      </ul>
    );
  };

  return (
    <section data-testid="ai-file-responses" aria-labelledby={headingId} style={{ marginTop: 16 }}>
      <Typography.Title level={4} id={headingId}>
        {intl.formatMessage(aiMessages.fileResponses)}
      </Typography.Title>
      {renderList()}
    </section>
  );
}

/** For the files pages' `filePreviewExtra`: the responses made from the previewed file. */
export function renderResponsesForFile(file: StoredFile) {
  return <ResponsesForFile fileId={file.id} />;
}
