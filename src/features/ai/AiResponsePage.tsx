// /ai_history/{id}: one AI response by its own address, the link a person keeps or pastes elsewhere. A tab that
// has the response (its history or an application's tab showed it) shows it at once; any other asks the server
// for it alone (`ai.get_response`). An unknown id, or another account's, shows that it cannot be found.
import { Flex, Result, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { idSchema, type AiResponse } from '../../../contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { PageTitle } from '../../common/components/PageTitle';
import { RequestErrorAlert } from '../../common/components/RequestErrorAlert';
import { responseOpened, selectOpenedResponseState, selectResponse } from './aiSlice';
import { aiMessages, creditsSpentMessage, productNameMessages } from './messages';
import { ResponseDetails } from './ResponseItem';

/** Failures that mean "the account has no such response": asking again will not change the answer. */
const NOT_FOUND_CODES: ReadonlySet<string> = new Set(['not_found', 'invalid_params']);

export function AiResponsePage() {
  const { id = '' } = useParams();
  // A malformed id cannot name a response: no need to ask the server.
  return (
    <div data-testid="ai-response-page" style={{ maxWidth: '48rem' }}>
      {idSchema.safeParse(id).success ? <ResponseView key={id} id={id} /> : <ResponseNotFound />}
    </div>
  );
}

function ResponseView({ id }: { readonly id: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const response = useAppSelector((state) => selectResponse(state, id));
  const opened = useAppSelector((state) => selectOpenedResponseState(state, id));

  useEffect(() => {
    dispatch(responseOpened({ responseId: id }));
  }, [dispatch, id]);

  if (response !== undefined) return <LoadedResponse response={response} />;
  if (opened.status === 'failed' && opened.error !== null) {
    if (NOT_FOUND_CODES.has(opened.error.code)) return <ResponseNotFound />;
    return (
      <>
        <PageTitle message={aiMessages.responseTitle} />
        <RequestErrorAlert
          error={opened.error}
          testId="ai-response-page-error"
          onRetry={() => {
            dispatch(responseOpened({ responseId: id }));
          }}
        />
      </>
    );
  }
  return (
    <>
      <PageTitle message={aiMessages.responseTitle} />
      <div role="status" aria-label={intl.formatMessage(aiMessages.responseLoading)} data-testid="ai-response-page-loading">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    </>
  );
}

function LoadedResponse({ response }: { readonly response: AiResponse }) {
  return (
    <Flex vertical gap="small" data-testid="ai-response-page-response" data-id={response.id}>
      <PageTitle message={productNameMessages[response.ai_product_name]} />
      <Typography.Text type="secondary" data-testid="ai-response-page-meta">
        <FormattedDate value={response.created} dateStyle="long" timeStyle="short" /> ·{' '}
        <FormattedMessage {...creditsSpentMessage} values={{ count: response.credits_spent }} />
      </Typography.Text>
      <ResponseDetails response={response} linkApplication linkFiles linkPage={false} />
      <BackToHistory />
    </Flex>
  );
}

function BackToHistory() {
  const intl = useIntl();
  return (
    <Link to={paths.aiHistory} style={{ alignSelf: 'start' }} data-testid="ai-response-back-to-history">
      {intl.formatMessage(aiMessages.backToHistory)}
    </Link>
  );
}

function ResponseNotFound() {
  const intl = useIntl();
  return (
    <>
      <PageTitle message={aiMessages.responseNotFoundTitle} />
      <Result status="404" subTitle={intl.formatMessage(aiMessages.responseNotFound)} extra={<BackToHistory />} data-testid="ai-response-not-found" />
    </>
  );
}
