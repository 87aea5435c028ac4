// /ai_history: every AI response of the account, newest first, filtered by product (the filter is part of the
// address), each opening in full with links to the application and the files it was made from.
import { Empty, Flex, Select, Skeleton } from 'antd';
import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { AI_PRODUCT_NAMES, aiProductNameSchema, type AiProductName } from '../../../contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PageTitle } from '../../common/components/PageTitle';
import { RequestErrorAlert } from '../../common/components/RequestErrorAlert';
import { responsesNeeded, selectAllResponses, selectAllResponsesState } from './aiSlice';
import { aiMessages, productNameMessages } from './messages';
import { ResponseItem, responseListStyle } from './ResponseItem';

const ALL = 'all';
export const PRODUCT_FILTER_PARAM = 'product';

function productFilterOf(value: string | null): AiProductName | null {
  const parsed = aiProductNameSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function AiHistoryPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectAllResponsesState);
  const responses = useAppSelector(selectAllResponses);
  const [searchParams, setSearchParams] = useSearchParams();
  const product = productFilterOf(searchParams.get(PRODUCT_FILTER_PARAM));
  const filterId = useId();
  const retry = () => {
    dispatch(responsesNeeded());
  };

  useEffect(() => {
    dispatch(responsesNeeded());
  }, [dispatch]);

  const shown = product === null ? responses : responses.filter((response) => response.ai_product_name === product);

  const renderList = () => {
    if (list.data === null) {
      if (list.status === 'failed' && list.error !== null) return <RequestErrorAlert error={list.error} onRetry={retry} testId="ai-history-error" />;
      return (
        <div role="status" aria-label={intl.formatMessage(aiMessages.responsesLoading)} data-testid="ai-history-loading">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      );
    }
    if (shown.length === 0) {
      return (
        <Empty
          description={intl.formatMessage(product === null ? aiMessages.historyEmpty : aiMessages.historyFilteredEmpty)}
          data-testid="ai-history-empty"
        />
      );
    }
    return (
      <ul role="list" style={responseListStyle} data-testid="ai-history-list">
        {shown.map((response) => (
          <ResponseItem key={response.id} response={response} testId="ai-history-item" linkApplication linkFiles />
        ))}
      </ul>
    );
  };

  return (
    <div data-testid="ai-history-page">
      <PageTitle message={aiMessages.historyTitle} />
      <Flex vertical gap={4} style={{ maxWidth: 360, marginBottom: 16 }}>
        <label htmlFor={filterId}>{intl.formatMessage(aiMessages.historyFilter)}</label>
        <Select<string>
          id={filterId}
          value={product ?? ALL}
          onChange={(value) => {
            setSearchParams(value === ALL ? {} : { [PRODUCT_FILTER_PARAM]: value }, { replace: true });
          }}
          options={[
            { value: ALL, label: intl.formatMessage(aiMessages.allProducts) },
            ...AI_PRODUCT_NAMES.map((name) => ({ value: name, label: intl.formatMessage(productNameMessages[name]) })),
          ]}
          style={{ width: '100%' }}
          data-testid="ai-history-filter"
        />
      </Flex>
      {/* A refresh that failed keeps the responses it had, with the error above them. */}
      {list.status === 'failed' && list.error !== null && list.data !== null ? (
        <div style={{ marginBottom: 16 }}>
          <RequestErrorAlert error={list.error} onRetry={retry} testId="ai-history-error" />
        </div>
      ) : null}
      {renderList()}
    </div>
  );
}
