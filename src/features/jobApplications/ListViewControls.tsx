// The list's order and tag filter: two of the browser's own selects beside the status and archive filters, the
// same on a phone's cards as on the table. The tag filter shows once the account has a tag (or one is chosen).
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PlainSelect } from '../../common/components/PlainSelect';
import { listViewChosen, selectApplicationTags, selectListOrder, selectListView, type ListView } from './listViewSlice';
import { listViewMessages, SORT_OPTION_MESSAGES, tagOptionMessage } from './listViewMessages';

type SortOption = `${ListView['sort']}-${ListView['direction']}`;

const sortOptionOf = ({ sort, direction }: Pick<ListView, 'sort' | 'direction'>): SortOption => `${sort}-${direction}`;

/** The tag filter's value for "every tag": a tag never holds a line feed (it is one line of 1 to 40 characters). */
const ALL_TAGS = '\n';

export function ListViewControls() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const view = useAppSelector(selectListView);
  const order = useAppSelector(selectListOrder);
  const tags = useAppSelector(selectApplicationTags);
  const tagOptions = useMemo(
    () =>
      [...(tags.data ?? [])]
        .sort((a, b) => a.tag.localeCompare(b.tag, intl.locale, { sensitivity: 'base', numeric: true }))
        .map(({ tag, count }) => ({ value: tag, label: intl.formatMessage(tagOptionMessage, { tag, count }) })),
    [tags.data, intl],
  );
  const choose = (changes: Partial<ListView>) => {
    dispatch(listViewChosen({ ...view, ...changes }));
  };
  // A tag chosen that no application holds any more stays offered, so that the select shows what filters.
  const chosenTag = view.tag;
  const goneTagOption = chosenTag !== null && !tagOptions.some((option) => option.value === chosenTag) ? [{ value: chosenTag, label: chosenTag }] : [];
  return (
    <>
      <PlainSelect<SortOption>
        data-testid="job-applications-sort"
        aria-label={intl.formatMessage(listViewMessages.sortLabel)}
        className="app-status-filter"
        value={sortOptionOf(view)}
        busy={order.status === 'loading'}
        onChange={(value) => {
          const chosen = SORT_OPTION_MESSAGES.find((option) => sortOptionOf(option) === value);
          if (chosen !== undefined) choose({ sort: chosen.sort, direction: chosen.direction });
        }}
        options={SORT_OPTION_MESSAGES.map((option) => ({ value: sortOptionOf(option), label: intl.formatMessage(option.message) }))}
      />
      {tagOptions.length > 0 || view.tag !== null ? (
        <PlainSelect<string>
          data-testid="job-applications-tag-filter"
          aria-label={intl.formatMessage(listViewMessages.tagFilterLabel)}
          className="app-status-filter"
          value={view.tag ?? ALL_TAGS}
          onChange={(value) => {
            choose({ tag: value === ALL_TAGS ? null : value });
          }}
          options={[
            { value: ALL_TAGS, label: intl.formatMessage(listViewMessages.allTags) },
            ...tagOptions,
            ...goneTagOption,
          ]}
        />
      ) : null}
    </>
  );
}
