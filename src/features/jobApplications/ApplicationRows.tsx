// The rows of the applications list, as a table on a wide screen or one card per application on a phone;
// each row or card asks for its application once it comes into view.
import { Button, Flex, Skeleton, Table, Typography, theme, type TableColumnsType } from 'antd';
import { useCallback, useMemo, useRef, type HTMLAttributes, type RefObject } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { CreationDate } from '../../../contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { jobApplicationPath } from '../../app/paths';
import {
  jobApplicationNeeded,
  selectApplicationStatus,
  selectJobApplicationEntry,
  selectJobApplicationFailure,
} from './jobApplicationsSlice';
import { jobApplicationsMessages as messages } from './messages';
import { StatusTag } from './StatusTag';
import { useInView } from './useInView';
/**
 * A plain antd Table of the rows shown so far, not its `virtual` mode: a virtual table scrolls inside a box of
 * fixed height (numeric `scroll.y` and `scroll.x`, so fixed column widths) instead of the page, and builds its
 * body from <div>s without table roles, handing `components.body.row` a ref it measures rows with; LazyRow's
 * <tr> would not fit in it, and screen readers would lose the rows and cells. Paging the rows keeps the table
 * semantic and lets each row keep observing itself as it comes into view.
 */
export function ApplicationsTable({ rows }: { readonly rows: readonly CreationDate[] }) {
  const intl = useIntl();
  // The same columns from render to render (they change with the language only): new ones would make the
  // table work out its columns and render every cell again whenever the page renders.
  const columns = useMemo(() => applicationColumns(intl), [intl]);
  return (
    <Table<CreationDate>
      data-testid="job-applications-list"
      aria-label={intl.formatMessage(messages.listLabel)}
      rowKey="id"
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={TABLE_SCROLL}
      components={TABLE_COMPONENTS}
      onRow={rowAttributes}
    />
  );
}

/** The table scrolls sideways rather than squeeze its columns on a narrow screen. */
const TABLE_SCROLL = { x: 'max-content' } as const;

/** Each body row is a LazyRow, which loads its application as it comes into view. */
const TABLE_COMPONENTS = { body: { row: LazyRow } };

function rowAttributes(row: CreationDate): HTMLAttributes<HTMLElement> {
  return { 'data-testid': 'job-application-row', 'data-id': row.id } as HTMLAttributes<HTMLElement>;
}

function applicationColumns(intl: IntlShape): TableColumnsType<CreationDate> {
  return [
    {
      key: 'title',
      title: intl.formatMessage(messages.columnTitle),
      render: (_value, row) => <TitleCell id={row.id} />,
    },
    {
      key: 'company',
      title: intl.formatMessage(messages.columnCompany),
      render: (_value, row) => <CompanyCell id={row.id} />,
    },
    {
      key: 'created',
      title: intl.formatMessage(messages.columnCreated),
      render: (_value, row) => <time dateTime={row.created}>{intl.formatDate(row.created, { dateStyle: 'medium' })}</time>,
    },
    {
      key: 'status',
      title: intl.formatMessage(messages.columnStatus),
      render: (_value, row) => <StatusCell id={row.id} />,
    },
  ];
}

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

/** Asks for the application once its row or card comes into view. */
function useLoadWhenInView(ref: RefObject<HTMLElement | null>, id: string | undefined) {
  const dispatch = useAppDispatch();
  const load = useCallback(() => {
    if (id !== undefined) dispatch(jobApplicationNeeded({ id }));
  }, [dispatch, id]);
  useInView(ref, load);
}

type RowProps = HTMLAttributes<HTMLTableRowElement> & { readonly 'data-id'?: string };

/** A table row that asks for its application once it comes into view. */
function LazyRow(props: RowProps) {
  const ref = useRef<HTMLTableRowElement>(null);
  useLoadWhenInView(ref, props['data-id']);
  return <tr ref={ref} {...props} />;
}

function TitleCell({ id }: { readonly id: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const entry = useAppSelector((state) => selectJobApplicationEntry(state, id));
  const failure = useAppSelector((state) => selectJobApplicationFailure(state, id));
  if (entry?.status === 'loaded') {
    return <Link to={jobApplicationPath(id)}>{entry.data.title}</Link>;
  }
  if (entry === undefined && failure !== undefined) {
    return (
      <Flex gap="small" align="center" wrap>
        <Typography.Text type="danger">{intl.formatMessage(failure.descriptor, failure.values)}</Typography.Text>
        <Button
          size="small"
          onClick={() => {
            dispatch(jobApplicationNeeded({ id }));
          }}
        >
          {intl.formatMessage(messages.retry)}
        </Button>
      </Flex>
    );
  }
  return (
    <span role="status" aria-label={intl.formatMessage(messages.loadingRow)} data-testid="job-application-row-loading">
      <Skeleton.Input active size="small" />
    </span>
  );
}

function CompanyCell({ id }: { readonly id: string }) {
  const intl = useIntl();
  const entry = useAppSelector((state) => selectJobApplicationEntry(state, id));
  if (entry?.status !== 'loaded') return entry === undefined ? null : <Skeleton.Input active size="small" />;
  const { company } = entry.data;
  return company === null ? (
    <Typography.Text type="secondary">{intl.formatMessage(messages.noCompany)}</Typography.Text>
  ) : (
    <>{company.name}</>
  );
}

function StatusCell({ id }: { readonly id: string }) {
  const status = useAppSelector((state) => selectApplicationStatus(state, id));
  return status === undefined ? null : <StatusTag status={status} />;
}
