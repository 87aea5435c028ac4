// The applications list on a phone: one card per application (title, company, salary, deadline, date, status), each loading its
// application as it comes into view, like the table's rows. Drawn without antd (plain.css), so that a phone's
// list needs none of antd's code for its first screen.
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import type { CreationDate } from '../../../contract';
import { CompanyCell, DeadlineCell, SalaryCell, StatusCell, TitleCell, useLoadWhenInView } from './ApplicationCells';
import { cardDeadlineMessage } from './detailsMessages';
import { jobApplicationsMessages as messages } from './messages';

/**
 * Below antd's `md` breakpoint (a phone) the four columns do not fit: each application becomes a card of its
 * own (title, company, date, status), in a list with the table's name, its rows loading as they come into
 * view like the table's.
 */
export function ApplicationCards({ rows }: { readonly rows: readonly CreationDate[] }) {
  const intl = useIntl();
  return (
    <ul data-testid="job-applications-list" aria-label={intl.formatMessage(messages.listLabel)} className="app-cards">
      {rows.map((row) => (
        <ApplicationCard key={row.id} row={row} />
      ))}
    </ul>
  );
}

function ApplicationCard({ row }: { readonly row: CreationDate }) {
  const intl = useIntl();
  const ref = useRef<HTMLLIElement>(null);
  useLoadWhenInView(ref, row.id);
  return (
    <li ref={ref} data-testid="job-application-row" data-id={row.id} className="app-card">
      <span className="app-card-title">
        <TitleCell id={row.id} />
      </span>
      <span>
        <CompanyCell id={row.id} />
      </span>
      <span className="app-text-secondary">
        <SalaryCell id={row.id} />
      </span>
      <span className="app-text-secondary">
        <DeadlineCell id={row.id} render={(date) => intl.formatMessage(cardDeadlineMessage, { date })} />
      </span>
      <span className="app-card-end">
        <time className="app-text-secondary" dateTime={row.created}>
          {intl.formatDate(row.created, { dateStyle: 'medium' })}
        </time>
        <StatusCell id={row.id} />
      </span>
    </li>
  );
}
