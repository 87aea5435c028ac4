// /actions/future: the upcoming events, soonest first and grouped by day, kept current by the server's pushes,
// each leading to its own page; the way to every action, by the date it was added; and the private address of
// the account's calendar feed, to subscribe to in a calendar application.
import { Alert, Button, Card, Empty, Flex, Popconfirm, Skeleton, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { FutureAction } from '../../../contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PageTitle } from '../../common/components/PageTitle';
import { datedActionPath, jobApplicationPath, paths } from '../../app/paths';
import { RequestErrorAlert } from '../../common/components/RequestErrorAlert';
import {
  calendarFeedNeeded,
  calendarFeedRenewalConfirmed,
  futureDatedActionsOpened,
  selectCalendarFeed,
  selectCalendarRenewal,
  selectFutureDatedActions,
} from './datedActionsSlice';
import { datedActionTypeIcons, datedActionTypeMessages } from './datedActionTypes';
import { datedActionsMessages as messages } from './messages';

interface DayGroup {
  readonly key: string;
  /** The first action's date, which names the day. */
  readonly date: string;
  readonly items: FutureAction[];
}

/** Consecutive actions of the same day (in the browser's time zone), in the list's order. */
function groupByDay(items: readonly FutureAction[]): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const item of items) {
    const day = new Date(item.action.date);
    const key = `${day.getFullYear()}-${day.getMonth() + 1}-${day.getDate()}`;
    const last = groups.at(-1);
    if (last?.key === key) last.items.push(item);
    else groups.push({ key, date: item.action.date, items: [item] });
  }
  return groups;
}

export function FutureDatedActionsPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const future = useAppSelector(selectFutureDatedActions);

  useEffect(() => {
    dispatch(futureDatedActionsOpened());
  }, [dispatch]);

  const renderList = () => {
    if (future.data === null) {
      if (future.status === 'failed' && future.error !== null) {
        return (
          <RequestErrorAlert
            error={future.error}
            testId="future-actions-error"
            onRetry={() => {
              dispatch(futureDatedActionsOpened());
            }}
          />
        );
      }
      return (
        <div role="status" aria-label={intl.formatMessage(messages.futureLoading)} data-testid="future-actions-loading">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      );
    }
    if (future.data.length === 0) {
      return <Empty data-testid="future-actions-empty" description={intl.formatMessage(messages.futureEmpty)} />;
    }
    return (
      <div data-testid="future-actions-list" aria-label={intl.formatMessage(messages.futureListLabel)} role="region">
        {groupByDay(future.data).map((group) => (
          <section key={group.key} data-testid="future-actions-day">
            <Typography.Title level={2} style={{ fontSize: '1.1rem' }} data-testid="future-actions-day-heading">
              {intl.formatDate(group.date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}
            </Typography.Title>
            <ul style={{ listStyle: 'none', padding: 0, margin: '0 0 24px' }}>
              {group.items.map((item) => (
                <FutureActionItem key={item.action.id} item={item} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    );
  };

  return (
    <>
      <PageTitle message={messages.futureTitle} />
      <Typography.Paragraph>
        <Link to={paths.actions} data-testid="future-actions-all-link">
          {intl.formatMessage(messages.allActionsLink)}
        </Link>
      </Typography.Paragraph>
      {future.status === 'failed' && future.error !== null && future.data !== null ? (
        <div style={{ marginBottom: 16 }}>
          <RequestErrorAlert
            error={future.error}
            testId="future-actions-error"
            onRetry={() => {
              dispatch(futureDatedActionsOpened());
            }}
          />
        </div>
      ) : null}
      {renderList()}
      <CalendarFeed />
    </>
  );
}

function FutureActionItem({ item }: { readonly item: FutureAction }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const { action, job_application: application } = item;
  return (
    <li
      data-testid="future-action-item"
      data-id={action.id}
      style={{ padding: `${token.paddingXS}px 0`, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      <Flex gap="middle" align="baseline" wrap>
        <time dateTime={action.date} style={{ minWidth: '4.5rem', fontVariantNumeric: 'tabular-nums' }} data-testid="future-action-time">
          {intl.formatTime(action.date, { timeStyle: 'short' })}
        </time>
        <Typography.Text type="secondary" data-testid="future-action-type">
          {datedActionTypeIcons[action.type]} {intl.formatMessage(datedActionTypeMessages[action.type])}
        </Typography.Text>
        <Link to={datedActionPath(action.id)} style={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="future-action-title">
          {action.title}
        </Link>
        <span>
          <Link to={jobApplicationPath(application.id)} data-testid="future-action-application">
            {application.title}
          </Link>
          {application.company === null ? null : (
            <Typography.Text type="secondary" data-testid="future-action-company">
              {' · '}
              {application.company.name}
            </Typography.Text>
          )}
        </span>
      </Flex>
    </li>
  );
}

function CalendarFeed() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const feed = useAppSelector(selectCalendarFeed);
  const renewal = useAppSelector(selectCalendarRenewal);
  // The "renewed" notice is for a renewal asked on this visit of the page.
  const [renewedHere, setRenewedHere] = useState(false);

  useEffect(() => {
    dispatch(calendarFeedNeeded());
  }, [dispatch]);

  const url = feed.data === null ? null : `${window.location.origin}${feed.data}`;

  return (
    <Card
      title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>{intl.formatMessage(messages.calendarTitle)}</h2>}
      style={{ marginTop: 32, maxWidth: '48rem' }}
      data-testid="calendar-feed"
    >
      <Typography.Paragraph>{intl.formatMessage(messages.calendarHelp)}</Typography.Paragraph>
      {url === null ? (
        feed.status === 'failed' && feed.error !== null ? (
          <RequestErrorAlert
            error={feed.error}
            testId="calendar-feed-error"
            onRetry={() => {
              dispatch(calendarFeedNeeded());
            }}
          />
        ) : (
          <Skeleton.Input active block />
        )
      ) : (
        <Typography.Paragraph
          code
          copyable={{ text: url }}
          aria-label={intl.formatMessage(messages.calendarUrlLabel)}
          data-testid="calendar-feed-url"
          style={{ wordBreak: 'break-all' }}
        >
          {url}
        </Typography.Paragraph>
      )}
      <Typography.Paragraph type="secondary">{intl.formatMessage(messages.calendarPrivate)}</Typography.Paragraph>
      {renewedHere && renewal.status === 'succeeded' ? (
        <Alert type="success" showIcon title={intl.formatMessage(messages.calendarRenewed)} style={{ marginBottom: 16 }} />
      ) : null}
      {renewal.status === 'failed' && renewal.error !== null ? (
        <div style={{ marginBottom: 16 }}>
          <RequestErrorAlert error={renewal.error} testId="calendar-feed-renew-error" />
        </div>
      ) : null}
      <Popconfirm
        title={intl.formatMessage(messages.calendarRenewConfirmTitle)}
        description={intl.formatMessage(messages.calendarRenewConfirmDescription)}
        okText={intl.formatMessage(messages.calendarRenewConfirmOk)}
        cancelText={intl.formatMessage(messages.cancel)}
        okButtonProps={{ danger: true, 'data-testid': 'calendar-feed-renew-confirm' }}
        onConfirm={() => {
          setRenewedHere(true);
          dispatch(calendarFeedRenewalConfirmed());
        }}
      >
        <Button danger loading={renewal.status === 'submitting'} disabled={url === null} data-testid="calendar-feed-renew">
          {intl.formatMessage(messages.calendarRenew)}
        </Button>
      </Popconfirm>
    </Card>
  );
}
