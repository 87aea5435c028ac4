// The list of job applications (/ and /job_applications): one row per application, newest first or in the order
// chosen (worked out by the server over the whole account), each row loaded only once it is scrolled into view;
// status, archive and tag filters and a search over every application. The rows
// are rendered a page at a time: more when the end of the list comes into view or "Show more" is pressed.
//
// Drawn without antd (plain.css), as the frame is: the list is the page a signed-in visitor opens first, and it
// shows, a phone's cards as a wide screen's table, without downloading any of antd.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import {
  APPLICATION_STATUSES,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
  textLength,
  type ApplicationStatus,
} from '../../../contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { useNarrowScreen } from '../../app/useNarrowScreen';
import { PageTitle } from '../../common/components/PageTitle';
import { PlainButton } from '../../common/components/PlainButton';
import { PlainEmpty } from '../../common/components/PlainEmpty';
import { PlainSearchField } from '../../common/components/PlainSearchField';
import { PlainSelect } from '../../common/components/PlainSelect';
import { PlainSkeleton } from '../../common/components/PlainSkeleton';
import { TitleWithActions } from '../../common/components/TitleWithActions';
import { ApplicationCards } from './ApplicationCards';
import { ApplicationsTable } from './ApplicationsTable';
import { ListViewControls } from './ListViewControls';
import { listViewMessages } from './listViewMessages';
import { isDefaultListView, listViewChosen, sameListView, selectListOrder, selectListView } from './listViewSlice';
import { useFirstScreenFirst } from './firstScreen';
import { detailsMessages } from './detailsMessages';
import {
  csvExportRequested,
  jobApplicationsListOpened,
  searchQueryChanged,
  selectCreationDates,
  selectCsvExport,
  selectFirstScreenAhead,
  selectSearch,
  selectStatuses,
  selectStatusById,
} from './jobApplicationsSlice';
import {
  jobApplicationsMessages as messages,
  noMatchMessage,
  searchHintMessage,
  showMoreMessage,
  shownCountMessage,
} from './messages';
import { RequestErrorAlert } from '../../common/components/RequestErrorAlert';
import { statusMessages } from './statusMessages';
import { useInView } from './useInView';

type StatusFilter = ApplicationStatus | 'all';
/** Archived applications are hidden unless asked for. */
type ArchiveFilter = 'current' | 'archived' | 'all';

function passesArchiveFilter(filter: ArchiveFilter, archived: boolean): boolean {
  return filter === 'all' || (filter === 'archived') === archived;
}

/**
 * Rows rendered at first, and added by each "Show more". Rendering every row at once cost about 17 s before the
 * first title showed with 5,000 applications (docs/performance-history.md). 50 rows of about 55 px fill three
 * screens of 800 px, so the sentinel under them stays out of reach (200 px margin) until the user scrolls, and
 * rendering 50 keeps the first paint close to a small account's (a row of antd's table, used before, cost about
 * a millisecond to render and measure).
 */
export const LIST_PAGE_SIZE = 50;

export function JobApplicationsPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  // A phone gets one card per application, a wider screen the table: known from the first render.
  const narrow = useNarrowScreen();
  const [query, setQuery] = useState('');
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('all');
  const [archiveFilter, setArchiveFilter] = useState<ArchiveFilter>('current');
  const creationDates = useAppSelector(selectCreationDates);
  const firstScreenAhead = useAppSelector(selectFirstScreenAhead);
  const statuses = useAppSelector(selectStatuses);
  const statusById = useAppSelector(selectStatusById);
  const search = useAppSelector(selectSearch);
  const view = useAppSelector(selectListView);
  const order = useAppSelector(selectListOrder);
  const defaultView = isDefaultListView(view);

  // Before the browser lays out and paints the page (useEffect would wait for that paint, about a fifth of a
  // second on the benchmark machine when the page's styles are new): the list is on its way meanwhile.
  useLayoutEffect(() => {
    dispatch(jobApplicationsListOpened());
  }, [dispatch]);

  const trimmed = query.trim();
  const queryLength = textLength(trimmed);
  const searching = queryLength >= SEARCH_MIN_LENGTH;
  // In another order than newest first, the server's order for the view shown (null until it comes), whose rows
  // take their creation date and archive mark from the list.
  const orderedIds = !defaultView && order.data !== null && sameListView(order.data.view, view) ? order.data.ids : null;
  const listItemById = useMemo(() => new Map((creationDates.data ?? []).map((item) => [item.id, item])), [creationDates.data]);
  const orderedRows = useMemo(
    () => (orderedIds === null || creationDates.data === null ? null : orderedIds.flatMap((id) => listItemById.get(id) ?? [])),
    [orderedIds, creationDates.data, listItemById],
  );
  // A search's matches follow the order and the tag filter too, once the order is known.
  const searchRows = useMemo(() => {
    if (defaultView || search.results === null) return search.results;
    if (orderedIds === null) return null;
    const rank = new Map(orderedIds.map((id, index) => [id, index]));
    return search.results.filter((row) => rank.has(row.id)).sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
  }, [defaultView, search.results, orderedIds]);
  // While a new query waits for its answer, the rows of the last one stay (or none, for a first search). While
  // the list is on its way, the first screen it showed last, when every application of it has been answered.
  const source = searching ? searchRows : defaultView ? (creationDates.data ?? firstScreenAhead) : orderedRows;
  // Whether each application is archived, as the list says (a search's matches carry no such mark).
  const archivedById = useMemo(() => new Map((creationDates.data ?? firstScreenAhead ?? []).map((row) => [row.id, row.archived])), [creationDates.data, firstScreenAhead]);
  const rows = useMemo(
    () =>
      (source ?? []).filter(
        (row) =>
          (statusFilter === 'all' || statusById[row.id] === statusFilter) && passesArchiveFilter(archiveFilter, archivedById.get(row.id) ?? false),
      ),
    [source, statusFilter, statusById, archiveFilter, archivedById],
  );
  // Another filter or another search starts again from the first page. The count is kept with the list it
  // belongs to and read as LIST_PAGE_SIZE for any other, so no effect has to reset it after a render.
  const listKey = `${statusFilter}\n${archiveFilter}\n${view.sort}\n${view.direction}\n${view.tag ?? ''}\n${searching ? search.query : ''}`;
  const [shown, setShown] = useState({ listKey, count: LIST_PAGE_SIZE });
  const visibleCount = shown.listKey === listKey ? shown.count : LIST_PAGE_SIZE;
  const visibleRows = useMemo(() => rows.slice(0, visibleCount), [rows, visibleCount]);
  const drawnRows = useFirstScreenFirst(visibleRows);
  const showMore = useCallback(() => {
    setShown({ listKey, count: visibleCount + LIST_PAGE_SIZE });
  }, [listKey, visibleCount]);

  const changeQuery = (value: string) => {
    setQuery(value);
    dispatch(searchQueryChanged({ query: value }));
  };
  const reload = () => {
    dispatch(jobApplicationsListOpened());
  };
  const reloadOrder = () => {
    dispatch(listViewChosen(view));
  };

  const renderContent = () => {
    if (searching) {
      if (search.status === 'failed' && search.error !== null) {
        return (
          <RequestErrorAlert
            error={search.error}
            onRetry={() => {
              dispatch(searchQueryChanged({ query: trimmed }));
            }}
          />
        );
      }
      if (source === null) return <ListLoading />;
      if (source.length === 0 && search.status === 'loaded') {
        return (
          <PlainEmpty
            data-testid="job-applications-no-match"
            description={intl.formatMessage(noMatchMessage, { query: search.query })}
          />
        );
      }
    } else {
      if (source === null) {
        if (creationDates.status === 'failed' && creationDates.error !== null) {
          return <RequestErrorAlert error={creationDates.error} onRetry={reload} testId="job-applications-error" />;
        }
        if (!defaultView && order.status === 'failed' && order.error !== null) {
          return <RequestErrorAlert error={order.error} onRetry={reloadOrder} testId="job-applications-order-error" />;
        }
        return <ListLoading />;
      }
      if (source.length === 0) {
        if (view.tag !== null) return <PlainEmpty data-testid="job-applications-none-with-tag" description={intl.formatMessage(listViewMessages.noneWithTag)} />;
        return <EmptyList />;
      }
    }
    if (rows.length === 0) {
      // The statuses come after the first screen's applications: a filter chosen before they first arrive waits
      // for them rather than say that no application has the status.
      const statusesKnown = statuses.lastUpdated !== null || statuses.status === 'failed';
      if (statusFilter !== 'all' && !statusesKnown) return <ListLoading />;
      // Rows the status filter would show but the archive filter hides: that is what to say.
      const hiddenByArchiveFilter = source.some((row) => statusFilter === 'all' || statusById[row.id] === statusFilter);
      if (hiddenByArchiveFilter) {
        return <PlainEmpty data-testid="job-applications-none-in-archive-filter" description={intl.formatMessage(detailsMessages.noneInArchiveFilter)} />;
      }
      return <PlainEmpty data-testid="job-applications-no-status-match" description={intl.formatMessage(messages.noneWithStatus)} />;
    }
    return (
      <>
        {narrow ? <ApplicationCards rows={drawnRows} /> : <ApplicationsTable rows={drawnRows} view={view} />}
        {rows.length > LIST_PAGE_SIZE ? <ListFooter shown={visibleRows.length} total={rows.length} onShowMore={showMore} /> : null}
      </>
    );
  };

  return (
    <>
      <TitleWithActions
        actions={
          <span className="app-actions">
            <ImportButton />
            <ExportButton />
            <NewApplicationButton />
          </span>
        }
      >
        <PageTitle message={messages.listTitle} />
      </TitleWithActions>
      <div className="app-list-filters">
        <div className="app-list-search">
          <PlainSearchField
            data-testid="job-applications-search"
            labels={{
              field: intl.formatMessage(messages.searchLabel),
              search: intl.formatMessage(messages.searchButton),
              clear: intl.formatMessage(messages.clearSearch),
            }}
            placeholder={intl.formatMessage(messages.searchPlaceholder)}
            value={query}
            maxLength={SEARCH_MAX_LENGTH}
            loading={searching && search.status === 'loading'}
            onChange={changeQuery}
            onSearch={changeQuery}
            aria-describedby="job-applications-search-hint"
          />
          <div className="app-text-secondary" id="job-applications-search-hint" data-testid="job-applications-search-hint">
            {queryLength > 0 && !searching ? intl.formatMessage(searchHintMessage, { min: SEARCH_MIN_LENGTH }) : null}
          </div>
        </div>
        <PlainSelect<StatusFilter>
          data-testid="job-applications-status-filter"
          aria-label={intl.formatMessage(messages.statusFilterLabel)}
          className="app-status-filter"
          value={statusFilter}
          busy={statuses.status === 'loading'}
          onChange={setStatusFilter}
          options={[
            { value: 'all', label: intl.formatMessage(messages.allStatuses) },
            ...APPLICATION_STATUSES.map((status) => ({ value: status, label: intl.formatMessage(statusMessages[status]) })),
          ]}
        />
        <PlainSelect<ArchiveFilter>
          data-testid="job-applications-archive-filter"
          aria-label={intl.formatMessage(detailsMessages.archiveFilterLabel)}
          className="app-status-filter"
          value={archiveFilter}
          onChange={setArchiveFilter}
          options={[
            { value: 'current', label: intl.formatMessage(detailsMessages.archiveFilterCurrent) },
            { value: 'archived', label: intl.formatMessage(detailsMessages.archiveFilterArchived) },
            { value: 'all', label: intl.formatMessage(detailsMessages.archiveFilterAll) },
          ]}
        />
        <ListViewControls />
      </div>
      {!searching && creationDates.status === 'failed' && creationDates.error !== null && source !== null ? (
        <div style={{ marginBottom: 16 }}>
          <RequestErrorAlert error={creationDates.error} onRetry={reload} testId="job-applications-error" />
        </div>
      ) : null}
      {renderContent()}
    </>
  );
}

function ListLoading() {
  const intl = useIntl();
  return (
    <div data-testid="job-applications-loading" role="status" aria-label={intl.formatMessage(messages.loading)}>
      <PlainSkeleton rows={6} />
    </div>
  );
}

function EmptyList() {
  const intl = useIntl();
  return (
    <PlainEmpty
      data-testid="job-applications-empty"
      description={
        <>
          <h2 className="app-empty-title">{intl.formatMessage(messages.emptyTitle)}</h2>
          <p className="app-empty-hint">{intl.formatMessage(messages.emptyHint)}</p>
        </>
      }
    >
      <NewApplicationButton testId="new-job-application-button" />
    </PlainEmpty>
  );
}

/** Downloads every application of the account as CSV; says so under it when that failed. */
function ExportButton() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const csvExport = useAppSelector(selectCsvExport);
  return (
    <span className="app-export">
      <PlainButton
        data-testid="job-applications-export"
        loading={csvExport.status === 'submitting'}
        onClick={() => {
          dispatch(csvExportRequested());
        }}
      >
        {intl.formatMessage(detailsMessages.exportButton)}
      </PlainButton>
      {csvExport.status === 'failed' && csvExport.error !== null ? (
        <span role="alert" className="app-text-danger" data-testid="job-applications-export-error">
          {intl.formatMessage(csvExport.error.descriptor, csvExport.error.values)}
        </span>
      ) : null}
    </span>
  );
}

/** Leads to /import, the page importing applications from a CSV file. */
function ImportButton() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <PlainButton
      data-testid="job-applications-import"
      onClick={() => {
        void navigate(paths.csvImport);
      }}
    >
      {intl.formatMessage(detailsMessages.importButton)}
    </PlainButton>
  );
}

function NewApplicationButton({ testId }: { readonly testId?: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <PlainButton
      primary
      data-testid={testId}
      onClick={() => {
        void navigate(paths.newJobApplication);
      }}
    >
      <PlusIcon />
      {intl.formatMessage(messages.newButton)}
    </PlainButton>
  );
}

/** antd's PlusOutlined. */
function PlusIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true" focusable="false">
      <path d="M8 2.5v11M2.5 8h11" strokeLinecap="round" />
    </svg>
  );
}

interface ListFooterProps {
  readonly shown: number;
  readonly total: number;
  readonly onShowMore: () => void;
}

/**
 * Under a list longer than one page: how many rows are shown, and while some are not, a sentinel that shows
 * the next page as it comes into view, with a button doing the same for keyboards and screen readers. When
 * the button goes (everything is shown) while it has the focus, the focus moves to the count line instead of
 * falling back to the page.
 */
function ListFooter({ shown, total, onShowMore }: ListFooterProps) {
  const intl = useIntl();
  const countRef = useRef<HTMLDivElement>(null);
  const focusCountNext = useRef(false);
  const more = shown < total;
  useEffect(() => {
    if (!more && focusCountNext.current) {
      focusCountNext.current = false;
      countRef.current?.focus();
    }
  }, [more]);
  return (
    <div className="app-list-footer" data-testid="job-applications-footer">
      <div
        ref={countRef}
        tabIndex={-1}
        role="status"
        data-testid="job-applications-shown-count"
        className="app-text-secondary"
        style={{ outline: 'none' }}
      >
        {intl.formatMessage(shownCountMessage, { shown, total })}
      </div>
      {more ? (
        <ShowMoreSentinel onShowMore={onShowMore}>
          <PlainButton
            data-testid="job-applications-show-more"
            onClick={(event) => {
              focusCountNext.current = total - shown <= LIST_PAGE_SIZE && document.activeElement === event.currentTarget;
              onShowMore();
            }}
          >
            {intl.formatMessage(showMoreMessage, { count: Math.min(LIST_PAGE_SIZE, total - shown) })}
          </PlainButton>
        </ShowMoreSentinel>
      ) : null}
    </div>
  );
}

/**
 * Shows the next page when it comes into view. `onShowMore` changes with each page shown, which observes the
 * sentinel afresh: a sentinel still in view after a page (a tall window) asks for the next one at once.
 */
function ShowMoreSentinel({ onShowMore, children }: { readonly onShowMore: () => void; readonly children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useInView(ref, onShowMore, { withoutObserver: 'never' });
  return (
    <div ref={ref} data-testid="job-applications-sentinel">
      {children}
    </div>
  );
}
