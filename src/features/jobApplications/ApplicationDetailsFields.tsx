// The fields of an application's details (location, remote, salary, source, deadline, tags, archived), shared by
// the new-application form and the details tab's edit form, with the server's limits; and the conversions
// between the form's values and what the API takes.
import { DatePicker, Flex, Form, Input, InputNumber, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import {
  APPLICATION_LOCATION_LENGTH,
  APPLICATION_SOURCE_LENGTH,
  APPLICATION_TAG_LENGTH,
  APPLICATION_TAGS_MAX,
  type ApplicationDetails,
  type ApplicationDetailsInput,
  CSV_TAG_SEPARATOR,
  REMOTE_KINDS,
  type RemoteKind,
  SALARY_AMOUNT_MAX,
  SALARY_PERIODS,
  type SalaryPeriod,
  textLength,
} from '../../../contract';
import { checkedBy, verdict } from '../../common/formValidation';
import { detailsMessages, detailTooLongMessage, tagLengthMessage, tagsMaxMessage } from './detailsMessages';

export interface DetailsFormValues {
  readonly location: string;
  readonly remote: RemoteKind | null;
  readonly salary_min: number | null;
  readonly salary_max: number | null;
  readonly salary_currency: string | null;
  readonly salary_period: SalaryPeriod | null;
  readonly source: string;
  readonly deadline: Dayjs | null;
  readonly tags: string[];
  readonly archived: boolean;
}

/** Every detail as the API takes it: an empty field is null (none). */
export type DetailsChanges = { readonly [K in keyof ApplicationDetailsInput]-?: Exclude<ApplicationDetailsInput[K], undefined> };

const DATE_FORMAT = 'YYYY-MM-DD';

export const EMPTY_DETAILS_FORM: DetailsFormValues = {
  location: '',
  remote: null,
  salary_min: null,
  salary_max: null,
  salary_currency: null,
  salary_period: null,
  source: '',
  deadline: null,
  tags: [],
  archived: false,
};

export function detailsFormValues(details: ApplicationDetails): DetailsFormValues {
  return {
    location: details.location ?? '',
    remote: details.remote,
    salary_min: details.salary_min,
    salary_max: details.salary_max,
    salary_currency: details.salary_currency,
    salary_period: details.salary_period,
    source: details.source ?? '',
    deadline: details.deadline === null ? null : dayjs(details.deadline, DATE_FORMAT),
    tags: [...details.tags],
    archived: details.archived,
  };
}

const textOrNull = (text: string): string | null => (text.trim() === '' ? null : text);
/** antd's InputNumber gives undefined or null when emptied. */
const amountOrNull = (amount: number | null | undefined): number | null => amount ?? null;

export function detailsOfForm(values: DetailsFormValues): DetailsChanges {
  return {
    location: textOrNull(values.location),
    remote: values.remote ?? null,
    salary_min: amountOrNull(values.salary_min),
    salary_max: amountOrNull(values.salary_max),
    salary_currency: values.salary_currency ?? null,
    salary_period: values.salary_period ?? null,
    source: textOrNull(values.source),
    deadline: values.deadline === null ? null : values.deadline.format(DATE_FORMAT),
    tags: values.tags,
    archived: values.archived,
  };
}

function maxLengthRules(intl: IntlShape, max: number) {
  return checkedBy((text) => (textLength(text) > max ? intl.formatMessage(detailTooLongMessage, { max }) : null));
}

/** Every currency the browser knows, by code, named in the interface language ("EUR – Euro"). */
function useCurrencyOptions(locale: string) {
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'currency' });
    return Intl.supportedValuesOf('currency').map((code) => ({ value: code, label: `${code} – ${names.of(code) ?? code}` }));
  }, [locale]);
}

/** Two fields side by side where they fit, one under the other on a phone (the fields keep their own margins). */
const PAIR_STYLE = { columnGap: 16 } as const;

export interface ApplicationDetailsFieldsProps {
  readonly testIdPrefix: string;
  /** The archive switch: on an application's page, not on the form that creates one. */
  readonly withArchived?: boolean;
}

export function ApplicationDetailsFields({ testIdPrefix, withArchived = false }: ApplicationDetailsFieldsProps) {
  const intl = useIntl();
  const currencies = useCurrencyOptions(intl.locale);
  const remoteLabels = {
    onsite: intl.formatMessage(detailsMessages.remoteOnsite),
    hybrid: intl.formatMessage(detailsMessages.remoteHybrid),
    remote: intl.formatMessage(detailsMessages.remoteRemote),
  } satisfies Record<RemoteKind, string>;
  const periodLabels = {
    year: intl.formatMessage(detailsMessages.periodYear),
    month: intl.formatMessage(detailsMessages.periodMonth),
    day: intl.formatMessage(detailsMessages.periodDay),
    hour: intl.formatMessage(detailsMessages.periodHour),
  } satisfies Record<SalaryPeriod, string>;
  const testId = (field: string) => `${testIdPrefix}-${field}`;
  const halfWidth = { flex: '1 1 12rem', minWidth: 0 };

  return (
    <>
      <Flex wrap style={PAIR_STYLE}>
        <Form.Item name="location" label={intl.formatMessage(detailsMessages.location)} rules={maxLengthRules(intl, APPLICATION_LOCATION_LENGTH.max)} style={halfWidth}>
          <Input data-testid={testId('location')} autoComplete="off" />
        </Form.Item>
        <Form.Item name="remote" label={intl.formatMessage(detailsMessages.remote)} style={halfWidth}>
          <Select
            data-testid={testId('remote')}
            allowClear
            options={REMOTE_KINDS.map((kind) => ({ value: kind, label: remoteLabels[kind] }))}
          />
        </Form.Item>
      </Flex>
      <Flex wrap style={PAIR_STYLE}>
        <Form.Item name="salary_min" label={intl.formatMessage(detailsMessages.salaryMin)} style={halfWidth}>
          <InputNumber data-testid={testId('salary-min')} min={0} max={SALARY_AMOUNT_MAX} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="salary_max"
          label={intl.formatMessage(detailsMessages.salaryMax)}
          dependencies={['salary_min']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_rule, value: unknown) => {
                const min = getFieldValue('salary_min') as unknown;
                const reversed = typeof value === 'number' && typeof min === 'number' && value < min;
                return verdict(reversed ? intl.formatMessage(detailsMessages.salaryOrder) : null);
              },
            }),
          ]}
          style={halfWidth}
        >
          <InputNumber data-testid={testId('salary-max')} min={0} max={SALARY_AMOUNT_MAX} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Flex>
      <Flex wrap style={PAIR_STYLE}>
        <Form.Item name="salary_currency" label={intl.formatMessage(detailsMessages.currency)} style={halfWidth}>
          <Select data-testid={testId('currency')} allowClear showSearch={{ optionFilterProp: 'label' }} options={currencies} />
        </Form.Item>
        <Form.Item name="salary_period" label={intl.formatMessage(detailsMessages.period)} style={halfWidth}>
          <Select
            data-testid={testId('period')}
            allowClear
            options={SALARY_PERIODS.map((period) => ({ value: period, label: periodLabels[period] }))}
          />
        </Form.Item>
      </Flex>
      <Flex wrap style={PAIR_STYLE}>
        <Form.Item name="source" label={intl.formatMessage(detailsMessages.source)} rules={maxLengthRules(intl, APPLICATION_SOURCE_LENGTH.max)} style={halfWidth}>
          <Input data-testid={testId('source')} autoComplete="off" placeholder={intl.formatMessage(detailsMessages.sourcePlaceholder)} />
        </Form.Item>
        <Form.Item name="deadline" label={intl.formatMessage(detailsMessages.deadline)} style={halfWidth}>
          <DatePicker data-testid={testId('deadline')} format={DATE_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
      </Flex>
      <Form.Item
        name="tags"
        label={intl.formatMessage(detailsMessages.tags)}
        rules={[
          {
            validator: (_rule, value: unknown) => {
              const tags = Array.isArray(value) ? (value as string[]) : [];
              if (tags.length > APPLICATION_TAGS_MAX) return verdict(intl.formatMessage(tagsMaxMessage, { max: APPLICATION_TAGS_MAX }));
              const badLength = tags.some((tag) => textLength(tag) < APPLICATION_TAG_LENGTH.min || textLength(tag) > APPLICATION_TAG_LENGTH.max);
              return verdict(badLength ? intl.formatMessage(tagLengthMessage, { max: APPLICATION_TAG_LENGTH.max }) : null);
            },
          },
        ]}
      >
        <Select data-testid={testId('tags')} mode="tags" tokenSeparators={[',', CSV_TAG_SEPARATOR]} placeholder={intl.formatMessage(detailsMessages.tagsPlaceholder)} />
      </Form.Item>
      {withArchived ? (
        <Form.Item name="archived" label={intl.formatMessage(detailsMessages.archived)} valuePropName="checked">
          <Switch data-testid={testId('archived')} />
        </Form.Item>
      ) : null}
    </>
  );
}
