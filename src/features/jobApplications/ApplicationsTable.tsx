// The applications list as a table, on a screen wide enough for its four columns. Its own chunk: antd's table
// (with the tree it filters with) is the largest part of the list's code, and a phone, which shows cards, never
// needs it (JobApplicationsPage).
import { Table, type TableColumnsType } from 'antd';
import { useMemo, useRef, type HTMLAttributes } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import type { CreationDate } from '../../../contract';
import { CompanyCell, StatusCell, TitleCell, useLoadWhenInView } from './ApplicationCells';
import { jobApplicationsMessages as messages } from './messages';

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

type RowProps = HTMLAttributes<HTMLTableRowElement> & { readonly 'data-id'?: string };

/** A table row that asks for its application once it comes into view. */
function LazyRow(props: RowProps) {
  const ref = useRef<HTMLTableRowElement>(null);
  useLoadWhenInView(ref, props['data-id']);
  return <tr ref={ref} {...props} />;
}
