// The applications list as a table, on a screen wide enough for its six columns. Drawn without antd (plain.css),
// with antd's table's look, like the cards of a phone: antd's Table brought the largest chunk of the list's code,
// and the first titles of a large account waited for that chunk to be evaluated and for its first render while
// the list's answer was already there (docs/performance-history.md).
import { memo, useRef } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { ApplicationSortKey, CreationDate } from '../../../contract';
import { CompanyCell, DeadlineCell, SalaryCell, StatusCell, TitleCell, useLoadWhenInView } from './ApplicationCells';
import { detailsMessages } from './detailsMessages';
import type { ListView } from './listViewSlice';
import { jobApplicationsMessages as messages } from './messages';

/** The table's columns in order, each with the key the list can be sorted by, when there is one. */
const COLUMNS: readonly { readonly message: MessageDescriptor; readonly sortKey?: ApplicationSortKey }[] = [
  { message: messages.columnTitle, sortKey: 'title' },
  { message: messages.columnCompany, sortKey: 'company' },
  { message: detailsMessages.columnSalary },
  { message: detailsMessages.columnDeadline, sortKey: 'deadline' },
  { message: messages.columnCreated, sortKey: 'created' },
  { message: messages.columnStatus, sortKey: 'status' },
];

/** The `aria-sort` of a column header: the direction of the list's order when it is by that column's key. */
function ariaSortOf(view: ListView, key: ApplicationSortKey): 'ascending' | 'descending' | undefined {
  if (view.sort !== key) return undefined;
  return view.direction === 'asc' ? 'ascending' : 'descending';
}

/**
 * A semantic table of the rows shown so far (the page adds rows a page at a time), in a box that scrolls sideways
 * rather than squeeze the columns when the window is narrow for them.
 */
export function ApplicationsTable({ rows, view }: { readonly rows: readonly CreationDate[]; readonly view: ListView }) {
  const intl = useIntl();
  return (
    <div className="app-table-scroll">
      <table data-testid="job-applications-list" aria-label={intl.formatMessage(messages.listLabel)} className="app-table">
        <thead>
          <tr>
            {COLUMNS.map(({ message, sortKey }) => (
              <th key={message.id} scope="col" aria-sort={sortKey === undefined ? undefined : ariaSortOf(view, sortKey)}>
                {intl.formatMessage(message)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <ApplicationRow key={row.id} row={row} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One application's row, which asks for its application once it comes into view. The list keeps each row's
 * object from render to render, so a row renders again only when its own cells' data changes (they read it
 * from the store), not each time the page does.
 */
const ApplicationRow = memo(function ApplicationRow({ row }: { readonly row: CreationDate }) {
  const intl = useIntl();
  const ref = useRef<HTMLTableRowElement>(null);
  useLoadWhenInView(ref, row.id);
  return (
    <tr ref={ref} data-testid="job-application-row" data-id={row.id}>
      <td>
        <TitleCell id={row.id} />
      </td>
      <td>
        <CompanyCell id={row.id} />
      </td>
      <td>
        <SalaryCell id={row.id} />
      </td>
      <td>
        <DeadlineCell id={row.id} />
      </td>
      <td>
        <time dateTime={row.created}>{intl.formatDate(row.created, { dateStyle: 'medium' })}</time>
      </td>
      <td>
        <StatusCell id={row.id} />
      </td>
    </tr>
  );
});
