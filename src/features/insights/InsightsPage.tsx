// /insights: the funnel, weekly activity and sources of the applications created in the last weeks, each as a
// chart with a table of the same counts beside it. The tables are what screen readers read (the charts are
// hidden from them), and every percentage says the counts it is made of. Few applications make no trend: under
// MIN_SAMPLE, the funnel and a source's row give counts alone, and a note says why.
import { Skeleton } from 'antd';
import { useEffect, useId, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { FUNNEL_STAGES, type Statistics } from '../../../contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PageTitle } from '../../common/components/PageTitle';
import { PlainEmpty } from '../../common/components/PlainEmpty';
import { PlainSelect } from '../../common/components/PlainSelect';
import { RequestErrorAlert } from '../../common/components/RequestErrorAlert';
import { Spinner } from '../../common/components/Spinner';
import { InsightsChart } from './InsightsCharts';
import {
  INSIGHTS_RANGES,
  type InsightsRange,
  insightsClosed,
  insightsOpened,
  insightsRangeChosen,
  selectInsightsRange,
  selectStatistics,
} from './insightsSlice';
import {
  insightsMessages as messages,
  medianMessage,
  rangeWeeksMessage,
  shareMessage,
  smallRowsMessage,
  smallSampleMessage,
  stageMessages,
  summaryMessage,
} from './messages';
import './insights.css';

/** Fewer applications than this in a figure: its counts are shown, its percentages are not. */
export const MIN_SAMPLE = 5;

/** "60 % (3 of 5)"; the count alone when the whole is under MIN_SAMPLE. */
function countCell(intl: IntlShape, count: number, total: number): string {
  if (total < MIN_SAMPLE) return intl.formatNumber(count);
  return intl.formatMessage(shareMessage, { percent: count / total, count: intl.formatNumber(count), total: intl.formatNumber(total) });
}

/** A week's Monday as a date of the calendar, whatever the reader's time zone. */
function weekLabel(intl: IntlShape, weekStart: string, withYear: boolean): string {
  return intl.formatDate(`${weekStart}T00:00:00Z`, { timeZone: 'UTC', day: 'numeric', month: 'short', ...(withYear && { year: 'numeric' }) });
}

interface SectionProps {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly chart: ReactNode;
  readonly children: ReactNode;
  readonly note?: string | undefined;
  /** The table under the chart at every width: one too wide to sit beside it. */
  readonly stacked?: boolean;
}

/** A heading, what it counts, and the chart beside its table (under it on a phone). */
function Section({ id, title, description, chart, children, note, stacked = false }: SectionProps) {
  const headingId = useId();
  return (
    <section className="insights-section" aria-labelledby={headingId} data-testid={`insights-${id}`}>
      <h2 id={headingId} className="insights-heading">
        {title}
      </h2>
      <p className="insights-description">{description}</p>
      <div className={stacked ? 'insights-pair insights-pair-stacked' : 'insights-pair'}>
        {chart}
        <div className="insights-table-side">
          {children}
          {note === undefined ? null : (
            <p className="insights-note" data-testid={`insights-${id}-note`}>
              {note}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

function Figures({ statistics, weeks }: { readonly statistics: Statistics; readonly weeks: InsightsRange }) {
  const intl = useIntl();
  const total = statistics.applications;
  const few = total < MIN_SAMPLE;
  const stageLabel = (stage: (typeof FUNNEL_STAGES)[number]) => intl.formatMessage(stageMessages[stage]);
  const sourceLabel = (source: string | null) => source ?? intl.formatMessage(messages.sourcesNone);
  const spansYears = new Set(statistics.weekly.map((week) => week.week_start.slice(0, 4))).size > 1;
  const applications = intl.formatMessage(messages.applications);
  const smallSourceRows = statistics.by_source.some((row) => row.applications < MIN_SAMPLE);

  return (
    <>
      <p className="insights-summary" data-testid="insights-summary">
        {intl.formatMessage(summaryMessage, { count: total, weeks })}
        <br />
        <span data-testid="insights-median">
          {statistics.median_days_to_response === null
            ? intl.formatMessage(messages.medianNone)
            : intl.formatMessage(medianMessage, { days: statistics.median_days_to_response })}
        </span>
      </p>

      <Section
        id="funnel"
        title={intl.formatMessage(messages.funnelTitle)}
        description={intl.formatMessage(messages.funnelDescription)}
        note={few ? intl.formatMessage(smallSampleMessage, { min: MIN_SAMPLE }) : undefined}
        chart={
          <InsightsChart
            testId="insights-funnel-chart"
            horizontal
            height={220}
            rows={statistics.funnel.map(({ stage, count }) => ({ label: stageLabel(stage), count }))}
            series={[{ key: 'count', name: applications }]}
          />
        }
      >
        <div className="insights-scroll-x" tabIndex={0} role="region" aria-label={intl.formatMessage(messages.funnelTitle)}>
          <table className="insights-table" data-testid="insights-funnel-table">
            <caption className="insights-caption">{intl.formatMessage(messages.funnelTitle)}</caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(messages.funnelStage)}</th>
                <th scope="col" className="insights-number">
                  {applications}
                </th>
                {few ? null : (
                  <th scope="col" className="insights-number">
                    {intl.formatMessage(messages.funnelShare)}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {statistics.funnel.map(({ stage, count }) => (
                <tr key={stage} data-testid={`insights-funnel-${stage}`}>
                  <th scope="row">{stageLabel(stage)}</th>
                  <td className="insights-number">{intl.formatNumber(count)}</td>
                  {few ? null : <td className="insights-share">{countCell(intl, count, total)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section
        id="weekly"
        title={intl.formatMessage(messages.weeklyTitle)}
        description={intl.formatMessage(messages.weeklyDescription)}
        chart={
          <InsightsChart
            testId="insights-weekly-chart"
            height={240}
            rows={statistics.weekly.map((week) => ({
              label: weekLabel(intl, week.week_start, false),
              applications: week.applications,
              actions: week.actions,
            }))}
            series={[
              { key: 'applications', name: applications },
              { key: 'actions', name: intl.formatMessage(messages.actions) },
            ]}
          />
        }
      >
        {/* A long table scrolls in its own box, which the keyboard can reach and scroll. */}
        <div className="insights-scroll" tabIndex={0} role="region" aria-label={intl.formatMessage(messages.weeklyTitle)}>
          <table className="insights-table" data-testid="insights-weekly-table">
            <caption className="insights-caption">{intl.formatMessage(messages.weeklyTitle)}</caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(messages.weeklyWeek)}</th>
                <th scope="col" className="insights-number">
                  {applications}
                </th>
                <th scope="col" className="insights-number">
                  {intl.formatMessage(messages.actions)}
                </th>
              </tr>
            </thead>
            <tbody>
              {statistics.weekly.map((week) => (
                <tr key={week.week_start} data-testid={`insights-week-${week.week_start}`}>
                  <th scope="row">{weekLabel(intl, week.week_start, spansYears)}</th>
                  <td className="insights-number">{intl.formatNumber(week.applications)}</td>
                  <td className="insights-number">{intl.formatNumber(week.actions)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section
        id="sources"
        stacked
        title={intl.formatMessage(messages.sourcesTitle)}
        description={intl.formatMessage(messages.sourcesDescription)}
        note={smallSourceRows ? intl.formatMessage(smallRowsMessage, { min: MIN_SAMPLE }) : undefined}
        chart={
          <InsightsChart
            testId="insights-sources-chart"
            horizontal
            height={Math.max(160, 40 + statistics.by_source.length * 64)}
            rows={statistics.by_source.map((row) => ({
              label: sourceLabel(row.source),
              applications: row.applications,
              responses: row.responses,
              interviews: row.interviews,
              offers: row.offers,
            }))}
            series={[
              { key: 'applications', name: applications },
              { key: 'responses', name: intl.formatMessage(messages.responses) },
              { key: 'interviews', name: intl.formatMessage(messages.interviews) },
              { key: 'offers', name: intl.formatMessage(messages.offers) },
            ]}
          />
        }
      >
        <div className="insights-scroll-x" tabIndex={0} role="region" aria-label={intl.formatMessage(messages.sourcesTitle)}>
          <table className="insights-table" data-testid="insights-sources-table">
            <caption className="insights-caption">{intl.formatMessage(messages.sourcesTitle)}</caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(messages.sourcesSource)}</th>
                <th scope="col" className="insights-number">
                  {applications}
                </th>
                <th scope="col" className="insights-number">
                  {intl.formatMessage(messages.responses)}
                </th>
                <th scope="col" className="insights-number">
                  {intl.formatMessage(messages.interviews)}
                </th>
                <th scope="col" className="insights-number">
                  {intl.formatMessage(messages.offers)}
                </th>
              </tr>
            </thead>
            <tbody>
              {statistics.by_source.map((row, index) => (
                <tr key={row.source ?? ''} data-testid={`insights-source-${String(index)}`}>
                  <th scope="row">{sourceLabel(row.source)}</th>
                  <td className="insights-number">{intl.formatNumber(row.applications)}</td>
                  <td className="insights-share">{countCell(intl, row.responses, row.applications)}</td>
                  <td className="insights-share">{countCell(intl, row.interviews, row.applications)}</td>
                  <td className="insights-share">{countCell(intl, row.offers, row.applications)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
    </>
  );
}

export function InsightsPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const statistics = useAppSelector(selectStatistics);
  const weeks = useAppSelector(selectInsightsRange);
  const retry = () => {
    dispatch(insightsOpened());
  };

  useEffect(() => {
    dispatch(insightsOpened());
    return () => {
      dispatch(insightsClosed());
    };
  }, [dispatch]);

  const renderFigures = () => {
    if (statistics.data === null) {
      if (statistics.status === 'failed' && statistics.error !== null) {
        return <RequestErrorAlert error={statistics.error} onRetry={retry} testId="insights-error" />;
      }
      return (
        <div role="status" aria-label={intl.formatMessage(messages.loading)} data-testid="insights-loading">
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      );
    }
    if (statistics.data.applications === 0) {
      return <PlainEmpty description={intl.formatMessage(messages.empty)} data-testid="insights-empty" />;
    }
    return <Figures statistics={statistics.data} weeks={weeks} />;
  };

  return (
    <div data-testid="insights-page" className="insights-page">
      <PageTitle message={messages.title} />
      <div className="insights-toolbar">
        <span aria-hidden="true">{intl.formatMessage(messages.rangeLabel)}</span>
        <PlainSelect<`${InsightsRange}`>
          aria-label={intl.formatMessage(messages.rangeLabel)}
          data-testid="insights-range"
          value={String(weeks) as `${InsightsRange}`}
          options={INSIGHTS_RANGES.map((range) => ({ value: String(range) as `${InsightsRange}`, label: intl.formatMessage(rangeWeeksMessage, { weeks: range }) }))}
          onChange={(value) => dispatch(insightsRangeChosen(Number(value) as InsightsRange))}
          busy={statistics.status === 'loading' && statistics.data !== null}
        />
        {statistics.status === 'loading' && statistics.data !== null ? <Spinner label={intl.formatMessage(messages.refreshing)} /> : null}
      </div>
      {/* A refresh that failed keeps the figures it had, with the error above them. */}
      {statistics.status === 'failed' && statistics.error !== null && statistics.data !== null ? (
        <div className="insights-refresh-error">
          <RequestErrorAlert error={statistics.error} onRetry={retry} testId="insights-error" />
        </div>
      ) : null}
      {renderFigures()}
    </div>
  );
}
