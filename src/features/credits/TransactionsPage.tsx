// /transactions: every change of the account's balance, newest first, 20 to a page; kept current while shown
// (transactionsSaga asks again at each `updated_credits` push and rejoin).
import { Empty, Pagination, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useNarrowScreen } from '../../app/useNarrowScreen';
import { PageTitle } from '../../common/components/PageTitle';
import { RequestErrorAlert } from '../../common/components/RequestErrorAlert';
import { BalanceLine } from './BalanceLine';
import { selectTransactions, transactionsOpened } from './creditsSlice';
import { creditsMessages as messages } from './messages';
import { TransactionCards, TransactionsTable } from './TransactionRows';

export const TRANSACTIONS_PAGE_SIZE = 20;

export function TransactionsPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const transactions = useAppSelector(selectTransactions);
  const narrow = useNarrowScreen();
  const [page, setPage] = useState(1);
  const retry = () => {
    dispatch(transactionsOpened());
  };

  useEffect(() => {
    dispatch(transactionsOpened());
  }, [dispatch]);

  const renderList = () => {
    if (transactions.data === null) {
      if (transactions.status === 'failed' && transactions.error !== null) {
        return <RequestErrorAlert error={transactions.error} onRetry={retry} testId="transactions-error" />;
      }
      return (
        <div role="status" aria-label={intl.formatMessage(messages.transactionsLoading)} data-testid="transactions-loading">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      );
    }
    const total = transactions.data.length;
    if (total === 0) {
      return <Empty description={intl.formatMessage(messages.transactionsEmpty)} data-testid="transactions-empty" />;
    }
    // A refreshed list may be shorter than the page shown: the last page then.
    const current = Math.min(page, Math.ceil(total / TRANSACTIONS_PAGE_SIZE));
    const rows = transactions.data.slice((current - 1) * TRANSACTIONS_PAGE_SIZE, current * TRANSACTIONS_PAGE_SIZE);
    return (
      <>
        {narrow ? <TransactionCards rows={rows} /> : <TransactionsTable rows={rows} />}
        {total > TRANSACTIONS_PAGE_SIZE ? (
          <nav aria-label={intl.formatMessage(messages.paginationLabel)}>
            <Pagination
              current={current}
              pageSize={TRANSACTIONS_PAGE_SIZE}
              total={total}
              onChange={setPage}
              showSizeChanger={false}
              size={narrow ? 'small' : 'medium'}
              align="end"
              style={{ marginTop: 16 }}
              data-testid="transactions-pagination"
            />
          </nav>
        ) : null}
      </>
    );
  };

  return (
    <div data-testid="transactions-page">
      <PageTitle message={messages.transactionsTitle} />
      <BalanceLine testId="transactions-balance" />
      {/* A refresh that failed keeps the rows it had, with the error above them. */}
      {transactions.status === 'failed' && transactions.error !== null && transactions.data !== null ? (
        <div style={{ marginBottom: 16 }}>
          <RequestErrorAlert error={transactions.error} onRetry={retry} testId="transactions-error" />
        </div>
      ) : null}
      {renderList()}
    </div>
  );
}
