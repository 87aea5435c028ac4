// Chooses a company among those recorded (`company.list`, searchable by name), or "New company…", after which
// the form asks for the new company's name (see companyNameRules).
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Flex, Select, Typography, type FormRule } from 'antd';
import { useEffect } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { COMPANY_NAME_LENGTH, textLength } from '../../../contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { companyListNeeded, selectCompanyList, selectCompanyListState } from './companiesSlice';
import { companyMessages, companyNameTooLongMessage } from './messages';

/** The value of the "New company…" option; no company id looks like it (ids are UUIDs). */
export const NEW_COMPANY = 'new-company';

export interface CompanySelectProps {
  readonly id?: string;
  readonly value?: string | null;
  readonly onChange?: (value: string | null) => void;
  readonly testId: string;
  readonly disabled?: boolean;
}

export function CompanySelect({ id, value, onChange, testId, disabled = false }: CompanySelectProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectCompanyListState);
  const companies = useAppSelector(selectCompanyList);

  useEffect(() => {
    dispatch(companyListNeeded());
  }, [dispatch]);

  const options = [
    {
      value: NEW_COMPANY,
      label: intl.formatMessage(companyMessages.newCompanyOption),
    },
    ...companies.map((company) => ({ value: company.id, label: company.name })),
  ];

  return (
    <Flex vertical gap={4}>
      <Select<string | null>
        id={id}
        data-testid={testId}
        value={value ?? null}
        onChange={(next) => onChange?.(next ?? null)}
        options={options}
        optionRender={(option) =>
          option.value === NEW_COMPANY ? (
            <span>
              <PlusOutlined /> {option.label}
            </span>
          ) : (
            option.label
          )
        }
        showSearch={{ optionFilterProp: 'label' }}
        allowClear
        disabled={disabled}
        loading={list.status === 'loading'}
        placeholder={intl.formatMessage(companyMessages.placeholder)}
        notFoundContent={intl.formatMessage(companyMessages.noCompanies)}
        style={{ width: '100%' }}
      />
      {list.status === 'failed' && list.error !== null ? (
        <Flex gap="small" align="center" wrap role="alert">
          <Typography.Text type="danger">{intl.formatMessage(list.error.descriptor, list.error.values)}</Typography.Text>
          <Button
            size="small"
            onClick={() => {
              dispatch(companyListNeeded());
            }}
          >
            {intl.formatMessage(companyMessages.retry)}
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}

/** The name of a company to create: present, and within the server's limit. */
export function companyNameRules(intl: IntlShape): FormRule[] {
  return [
    {
      validator: (_rule, value: unknown) => {
        const text = typeof value === 'string' ? value : '';
        if (text.trim() === '') return Promise.reject(new Error(intl.formatMessage(companyMessages.newCompanyNameRequired)));
        if (textLength(text) > COMPANY_NAME_LENGTH.max) {
          return Promise.reject(new Error(intl.formatMessage(companyNameTooLongMessage, { max: COMPANY_NAME_LENGTH.max })));
        }
        return Promise.resolve();
      },
    },
  ];
}
