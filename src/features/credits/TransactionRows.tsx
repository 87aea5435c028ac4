// The transactions of one page of the list: a table on a wide screen, one card per transaction on a phone. The
// same cells either way, so each says the same thing in the same words (and to the same tests).
import { Flex, Table, Typography, theme, type TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { Transaction, TransactionReason } from '../../../contract';
import { creditsMessages as messages, transactionReasonMessages } from './messages';

/** Every reason of the contract has its words (ids named as on the wire); a reason added there fails the type check here. */
const reasonMessages: Readonly<Record<TransactionReason, MessageDescriptor>> = transactionReasonMessages;

const numberStyle = { fontVariantNumeric: 'tabular-nums' } as const;

function TransactionDate({ created }: { readonly created: string }) {
  const intl = useIntl();
  return (
    <time dateTime={created} data-testid="transaction-date">
      {intl.formatDate(created, { dateStyle: 'medium', timeStyle: 'short' })}
    </time>
  );
}

function TransactionReasonText({ reason }: { readonly reason: TransactionReason }) {
  const intl = useIntl();
  return <span data-testid="transaction-reason">{intl.formatMessage(reasonMessages[reason])}</span>;
}

/**
 * "+20" or "−3" (a true minus sign, which screen readers read as "minus"): the sign says it without the colour,
 * and the colours (palette shades with 4.5:1 on the page, darker ones in the light theme and lighter ones in the
 * dark) only repeat it.
 */
function TransactionAmount({ amount }: { readonly amount: number }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const magnitude = intl.formatNumber(Math.abs(amount));
  const text = amount > 0 ? `+${magnitude}` : amount < 0 ? `\u2212${magnitude}` : magnitude;
  const color = amount > 0 ? token.green8 : amount < 0 ? token.red7 : undefined;
  return (
    <Typography.Text strong style={{ ...numberStyle, color }} data-testid="transaction-amount">
      {text}
    </Typography.Text>
  );
}

function Balance({ value, testId }: { readonly value: number; readonly testId: string }) {
  const intl = useIntl();
  return (
    <span style={numberStyle} data-testid={testId}>
      {intl.formatNumber(value)}
    </span>
  );
}

export function TransactionsTable({ rows }: { readonly rows: readonly Transaction[] }) {
  const intl = useIntl();
  const columns: TableColumnsType<Transaction> = [
    {
      key: 'created',
      title: intl.formatMessage(messages.columnDate),
      render: (_value, row) => <TransactionDate created={row.created} />,
    },
    {
      key: 'reason',
      title: intl.formatMessage(messages.columnReason),
      render: (_value, row) => <TransactionReasonText reason={row.reason} />,
    },
    {
      key: 'amount',
      title: intl.formatMessage(messages.columnAmount),
      align: 'right',
      render: (_value, row) => <TransactionAmount amount={row.amount} />,
    },
    {
      key: 'previous_balance',
      title: intl.formatMessage(messages.columnBalanceBefore),
      align: 'right',
      render: (_value, row) => <Balance value={row.previous_balance} testId="transaction-balance-before" />,
    },
    {
      key: 'balance',
      title: intl.formatMessage(messages.columnBalanceAfter),
      align: 'right',
      render: (_value, row) => <Balance value={row.balance} testId="transaction-balance-after" />,
    },
  ];
  return (
    <Table<Transaction>
      data-testid="transactions-table"
      aria-label={intl.formatMessage(messages.transactionsListLabel)}
      rowKey="id"
      columns={columns}
      dataSource={[...rows]}
      // The page hands over one page of rows and draws its own page switcher, shared with the cards.
      pagination={false}
      scroll={{ x: 'max-content' }}
      onRow={(row) => ({ 'data-testid': 'transaction-row', 'data-id': row.id }) as HTMLAttributes<HTMLElement>}
    />
  );
}

/** Below antd's `md` breakpoint the five columns do not fit: one card per transaction, the same cells labelled. */
export function TransactionCards({ rows }: { readonly rows: readonly Transaction[] }) {
  const intl = useIntl();
  return (
    // role="list": Safari drops the list role of a list without bullets.
    <ul
      role="list"
      data-testid="transactions-list"
      aria-label={intl.formatMessage(messages.transactionsListLabel)}
      style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}
    >
      {rows.map((row) => (
        <TransactionCard key={row.id} row={row} />
      ))}
    </ul>
  );
}

function TransactionCard({ row }: { readonly row: Transaction }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  return (
    <li
      data-testid="transaction-row"
      data-id={row.id}
      style={{
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: token.paddingSM,
        background: token.colorBgContainer,
        overflowWrap: 'break-word',
      }}
    >
      <Flex justify="space-between" align="baseline" gap="small" wrap>
        <Typography.Text strong>
          <TransactionReasonText reason={row.reason} />
        </Typography.Text>
        <TransactionAmount amount={row.amount} />
      </Flex>
      {/* antd's "secondary" text is too pale to read well; this grey keeps a 7:1 contrast. */}
      <Typography.Text style={{ color: token.colorTextSecondary }}>
        <TransactionDate created={row.created} />
      </Typography.Text>
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'start', columnGap: 8, margin: '4px 0 0' }}>
        <dt>{intl.formatMessage(messages.columnBalanceBefore)}</dt>
        <dd style={{ margin: 0 }}>
          <Balance value={row.previous_balance} testId="transaction-balance-before" />
        </dd>
        <dt>{intl.formatMessage(messages.columnBalanceAfter)}</dt>
        <dd style={{ margin: 0 }}>
          <Balance value={row.balance} testId="transaction-balance-after" />
        </dd>
      </dl>
    </li>
  );
}
