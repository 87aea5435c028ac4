// /actions: every action of the account, past or planned, the last added first and grouped by the day it was
// added: what was recorded lately, across every application. The list is the actions' creation dates
// (`action.list_creation_dates`); each row shown asks for its action alone (`action.get`) unless the cache has it,
// PAGE_SIZE rows at a time. Created, changed and deleted actions show as their pushes come.
import { Button, Empty, Flex, Skeleton, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { CreationDate } from '../../../contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { datedActionPath } from '../../app/paths';
import { PageTitle } from '../../common/components/PageTitle';
import { RequestErrorAlert } from '../../common/components/RequestErrorAlert';
import { renderGenericApplicationLink, type RenderApplicationLink } from './applicationLink';
import {
  actionCreationDatesOpened,
  datedActionNeeded,
  selectActionCreationDates,
  selectDatedActionEntry,
  selectDatedActionFetchFailure,
} from './datedActionsSlice';
import { datedActionTypeIcons, datedActionTypeMessages } from './datedActionTypes';
import { addedOnDayMessage, allDatedActionsMessages as messages, showMoreActionsMessage, shownActionsMessage } from './messages';

/** Rows shown at first, and added by each "Show more": each asks for its action. */
export const PAGE_SIZE = 20;

interface DayGroup {
  readonly key: string;
  /** The first action's creation date, which names the day. */
  readonly created: string;
  readonly ids: string[];
}

/** Consecutive actions added on the same day (in the browser's time zone), in the list's order. */
function groupByDayAdded(items: readonly CreationDate[]): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const item of items) {
    const day = new Date(item.created);
    const key = `${day.getFullYear()}-${day.getMonth() + 1}-${day.getDate()}`;
    const last = groups.at(-1);
    if (last?.key === key) last.ids.push(item.id);
    else groups.push({ key, created: item.created, ids: [item.id] });
  }
  return groups;
}

export interface AllDatedActionsPageProps {
  /** Draws each action's link to its application (its title); a generic link without it. */
  readonly renderApplicationLink?: RenderApplicationLink;
}

export function AllDatedActionsPage({ renderApplicationLink = renderGenericApplicationLink }: AllDatedActionsPageProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectActionCreationDates);
  const [shownCount, setShownCount] = useState(PAGE_SIZE);
  const retry = () => {
    dispatch(actionCreationDatesOpened());
  };

  useEffect(() => {
    dispatch(actionCreationDatesOpened());
  }, [dispatch]);

  const renderList = () => {
    if (list.data === null) {
      if (list.status === 'failed' && list.error !== null) return <RequestErrorAlert error={list.error} onRetry={retry} testId="all-actions-error" />;
      return (
        <div role="status" aria-label={intl.formatMessage(messages.loading)} data-testid="all-actions-loading">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      );
    }
    if (list.data.length === 0) return <Empty data-testid="all-actions-empty" description={intl.formatMessage(messages.empty)} />;
    const shown = list.data.slice(0, shownCount);
    const more = Math.min(PAGE_SIZE, list.data.length - shown.length);
    return (
      <>
        <div role="region" aria-label={intl.formatMessage(messages.listLabel)} data-testid="all-actions-list">
          {groupByDayAdded(shown).map((group) => (
            <section key={group.key} data-testid="all-actions-day">
              <Typography.Title level={2} style={{ fontSize: '1.1rem' }} data-testid="all-actions-day-heading">
                {intl.formatMessage(addedOnDayMessage, {
                  date: intl.formatDate(group.created, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
                })}
              </Typography.Title>
              <ul style={{ listStyle: 'none', padding: 0, margin: '0 0 24px' }}>
                {group.ids.map((id) => (
                  <ActionRow key={id} id={id} renderApplicationLink={renderApplicationLink} />
                ))}
              </ul>
            </section>
          ))}
        </div>
        <Flex gap="middle" align="center" wrap>
          <Typography.Text type="secondary" data-testid="all-actions-count">
            {intl.formatMessage(shownActionsMessage, { shown: shown.length, total: list.data.length })}
          </Typography.Text>
          {more > 0 ? (
            <Button
              onClick={() => {
                setShownCount(shownCount + PAGE_SIZE);
              }}
              data-testid="all-actions-show-more"
            >
              {intl.formatMessage(showMoreActionsMessage, { count: more })}
            </Button>
          ) : null}
        </Flex>
      </>
    );
  };

  return (
    <div data-testid="all-actions-page">
      <PageTitle message={messages.title} />
      <Typography.Paragraph type="secondary">{intl.formatMessage(messages.intro)}</Typography.Paragraph>
      {/* A refresh that failed keeps the rows it had, with the error above them. */}
      {list.status === 'failed' && list.error !== null && list.data !== null ? (
        <div style={{ marginBottom: 16 }}>
          <RequestErrorAlert error={list.error} onRetry={retry} testId="all-actions-error" />
        </div>
      ) : null}
      {renderList()}
    </div>
  );
}

function ActionRow({ id, renderApplicationLink }: { readonly id: string; readonly renderApplicationLink: RenderApplicationLink }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { token } = theme.useToken();
  const entry = useAppSelector((state) => selectDatedActionEntry(state, id));
  const failure = useAppSelector((state) => selectDatedActionFetchFailure(state, id));

  useEffect(() => {
    dispatch(datedActionNeeded({ id }));
  }, [dispatch, id]);

  const rowStyle = { padding: `${token.paddingXS}px 0`, borderBottom: `1px solid ${token.colorBorderSecondary}` };
  if (entry?.status !== 'loaded') {
    return (
      <li data-testid="all-actions-item" data-id={id} style={rowStyle}>
        {entry === undefined && failure !== undefined ? (
          <RequestErrorAlert
            error={failure}
            testId="all-actions-item-error"
            onRetry={() => {
              dispatch(datedActionNeeded({ id }));
            }}
          />
        ) : (
          <div role="status" aria-label={intl.formatMessage(messages.rowLoading)} data-testid="all-actions-item-loading">
            <Skeleton active title={false} paragraph={{ rows: 1 }} />
          </div>
        )}
      </li>
    );
  }
  const action = entry.data;
  return (
    <li data-testid="all-actions-item" data-id={id} style={rowStyle}>
      <Flex gap="middle" align="baseline" wrap>
        <Typography.Text type="secondary" data-testid="all-actions-item-type">
          {datedActionTypeIcons[action.type]} {intl.formatMessage(datedActionTypeMessages[action.type])}
        </Typography.Text>
        <Link to={datedActionPath(action.id)} style={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="all-actions-item-title">
          {action.title}
        </Link>
        <time dateTime={action.date} data-testid="all-actions-item-date">
          {intl.formatDate(action.date, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
        <span style={{ overflowWrap: 'anywhere' }}>{renderApplicationLink(action.job_application_id)}</span>
      </Flex>
    </li>
  );
}
