// The applications list on a phone: one card per application (title, company, date, status), each loading its
// application as it comes into view, like the table's rows.
import { Flex, Typography, theme } from 'antd';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import type { CreationDate } from '../../../contract';
import { CompanyCell, StatusCell, TitleCell, useLoadWhenInView } from './ApplicationCells';
import { jobApplicationsMessages as messages } from './messages';

/**
 * Below antd's `md` breakpoint (a phone) the four columns do not fit: each application becomes a card of its
 * own (title, company, date, status), in a list with the table's name, its rows loading as they come into
 * view like the table's.
 */
export function ApplicationCards({ rows }: { readonly rows: readonly CreationDate[] }) {
  const intl = useIntl();
  return (
    <ul
      data-testid="job-applications-list"
      aria-label={intl.formatMessage(messages.listLabel)}
      style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}
    >
      {rows.map((row) => (
        <ApplicationCard key={row.id} row={row} />
      ))}
    </ul>
  );
}

function ApplicationCard({ row }: { readonly row: CreationDate }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const ref = useRef<HTMLLIElement>(null);
  useLoadWhenInView(ref, row.id);
  return (
    <li
      ref={ref}
      data-testid="job-application-row"
      data-id={row.id}
      style={{
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: token.paddingSM,
        background: token.colorBgContainer,
        overflowWrap: 'break-word',
      }}
    >
      <Flex vertical gap={4}>
        <Typography.Text strong>
          <TitleCell id={row.id} />
        </Typography.Text>
        <CompanyCell id={row.id} />
        <Flex justify="space-between" align="center" gap="small" wrap>
          <Typography.Text type="secondary">
            <time dateTime={row.created}>{intl.formatDate(row.created, { dateStyle: 'medium' })}</time>
          </Typography.Text>
          <StatusCell id={row.id} />
        </Flex>
      </Flex>
    </li>
  );
}
