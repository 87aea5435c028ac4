// The cells of the applications list, shared by the table (wide screens) and the cards (phones): each reads
// its application from the store and shows a skeleton until it is loaded. Drawn without antd, like the cards.
import { useCallback, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { jobApplicationPath } from '../../app/paths';
import { PlainButton } from '../../common/components/PlainButton';
import { PlainSkeletonInline } from '../../common/components/PlainSkeleton';
import { CompanyWithLogo } from '../companies';
import {
  jobApplicationNeeded,
  selectApplicationStatus,
  selectJobApplicationEntry,
  selectJobApplicationFailure,
} from './jobApplicationsSlice';
import { formatDeadline, formatSalary, isDeadlinePassed } from './applicationDetailsFormat';
import { jobApplicationsMessages as messages } from './messages';
import { ArchivedTag } from './ArchivedTag';
import { StatusTag } from './StatusTag';
import { FollowUpNudge } from './FollowUpNudge';
import { useInView } from './useInView';

/** Asks for the application once its row or card comes into view. */
export function useLoadWhenInView(ref: RefObject<HTMLElement | null>, id: string | undefined) {
  const dispatch = useAppDispatch();
  const load = useCallback(() => {
    if (id !== undefined) dispatch(jobApplicationNeeded({ id }));
  }, [dispatch, id]);
  useInView(ref, load);
}

export function TitleCell({ id }: { readonly id: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const entry = useAppSelector((state) => selectJobApplicationEntry(state, id));
  const failure = useAppSelector((state) => selectJobApplicationFailure(state, id));
  if (entry?.status === 'loaded') {
    return (
      <Link className="app-link" to={jobApplicationPath(id)}>
        {entry.data.title}
      </Link>
    );
  }
  if (entry === undefined && failure !== undefined) {
    return (
      <span className="app-inline-failure">
        <span className="app-text-danger">{intl.formatMessage(failure.descriptor, failure.values)}</span>
        <PlainButton
          small
          onClick={() => {
            dispatch(jobApplicationNeeded({ id }));
          }}
        >
          {intl.formatMessage(messages.retry)}
        </PlainButton>
      </span>
    );
  }
  return (
    <span role="status" aria-label={intl.formatMessage(messages.loadingRow)} data-testid="job-application-row-loading">
      <PlainSkeletonInline />
    </span>
  );
}

export function CompanyCell({ id }: { readonly id: string }) {
  const intl = useIntl();
  const entry = useAppSelector((state) => selectJobApplicationEntry(state, id));
  if (entry?.status !== 'loaded') return entry === undefined ? null : <PlainSkeletonInline />;
  const { company } = entry.data;
  return company === null ? (
    <span className="app-text-secondary">{intl.formatMessage(messages.noCompany)}</span>
  ) : (
    <CompanyWithLogo id={company.id} name={company.name} />
  );
}

export function StatusCell({ id }: { readonly id: string }) {
  const status = useAppSelector((state) => selectApplicationStatus(state, id));
  const archived = useAppSelector((state) => {
    const entry = selectJobApplicationEntry(state, id);
    return entry?.status === 'loaded' && entry.data.archived;
  });
  const statusTag = status === undefined ? null : <StatusTag status={status} />;
  // One item in the card's row, which spreads its items apart: the tags and the nudge stay side by side.
  return (
    <span className="app-status-cell">
      {statusTag}
      {archived ? <ArchivedTag /> : null}
      <FollowUpNudge id={id} />
    </span>
  );
}

/** The salary range as the locale writes it ("$90,000 – $110,000 a year"), or nothing when none was given. */
export function SalaryCell({ id }: { readonly id: string }) {
  const intl = useIntl();
  const entry = useAppSelector((state) => selectJobApplicationEntry(state, id));
  if (entry?.status !== 'loaded') return null;
  return <>{formatSalary(intl, entry.data)}</>;
}

/**
 * The deadline as a date, or nothing when none was given; `render` wraps the date (the card's label). A passed
 * deadline says so, in words and in the danger colour.
 */
export function DeadlineCell({ id, render = (date) => date }: { readonly id: string; readonly render?: (date: string) => string }) {
  const intl = useIntl();
  const entry = useAppSelector((state) => selectJobApplicationEntry(state, id));
  if (entry?.status !== 'loaded' || entry.data.deadline === null) return null;
  const { deadline } = entry.data;
  return (
    <time dateTime={deadline} className={isDeadlinePassed(deadline) ? 'app-text-danger' : undefined}>
      {render(formatDeadline(intl, deadline))}
    </time>
  );
}
