// The cells of the applications list, shared by the table (wide screens) and the cards (phones): each reads
// its application from the store and shows a skeleton until it is loaded.
import { Button, Flex, Skeleton, Typography } from 'antd';
import { useCallback, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
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

export function CompanyCell({ id }: { readonly id: string }) {
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

export function StatusCell({ id }: { readonly id: string }) {
  const status = useAppSelector((state) => selectApplicationStatus(state, id));
  return status === undefined ? null : <StatusTag status={status} />;
}
