// /companies: the account's companies by name, each with its logo (or initial), website and a link to its page;
// a filter by name and a "New company" dialog. The list follows the server's pushes in every tab.
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Empty, Flex, Input, List, Spin, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { companyPath } from '../../app/paths';
import { PageTitle } from '../../common/components/PageTitle';
import { RequestErrorAlert } from '../../common/components/RequestErrorAlert';
import { TitleWithActions } from '../../common/components/TitleWithActions';
import { WebAddressLink } from '../../common/components/WebAddressLink';
import { madeOnFirstUse } from '../../common/madeOnFirstUse';
import { companyListNeeded, selectCompanyList, selectCompanyListState } from './companiesSlice';
import { CompanyMark } from './CompanyMark';
import { NewCompanyDialog } from './NewCompanyDialog';
import { companiesPageMessages } from './pageMessages';

/** Case and accents aside, as the list's own order compares names. */
const looseMatch = madeOnFirstUse(() => new Intl.Collator(undefined, { sensitivity: 'base', usage: 'search' }));

function nameContains(name: string, filter: string): boolean {
  const wanted = filter.trim();
  if (wanted === '') return true;
  for (let start = 0; start + wanted.length <= name.length; start += 1) {
    if (looseMatch().compare(name.slice(start, start + wanted.length), wanted) === 0) return true;
  }
  return false;
}

export function CompaniesPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectCompanyListState);
  const companies = useAppSelector(selectCompanyList);
  const [filter, setFilter] = useState('');
  const [creating, setCreating] = useState(false);
  const shown = useMemo(() => companies.filter((company) => nameContains(company.name, filter)), [companies, filter]);

  useEffect(() => {
    dispatch(companyListNeeded());
  }, [dispatch]);

  return (
    <div data-testid="companies-page">
      <TitleWithActions
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => {
              setCreating(true);
            }}
            data-testid="companies-new"
          >
            {intl.formatMessage(companiesPageMessages.newCompany)}
          </Button>
        }
      >
        <PageTitle message={companiesPageMessages.title} />
      </TitleWithActions>
      {list.status === 'failed' && list.error !== null && (
        <RequestErrorAlert error={list.error} onRetry={() => dispatch(companyListNeeded())} testId="companies-error" />
      )}
      {list.data === null && list.status !== 'failed' ? (
        <Spin description={intl.formatMessage(companiesPageMessages.loading)} data-testid="companies-loading">
          <div style={{ minHeight: 120 }} />
        </Spin>
      ) : list.data !== null && companies.length === 0 ? (
        <Empty description={intl.formatMessage(companiesPageMessages.empty)} data-testid="companies-empty" />
      ) : list.data === null ? null : (
        <Flex vertical gap="middle">
          <Input.Search
            allowClear
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value);
            }}
            aria-label={intl.formatMessage(companiesPageMessages.filter)}
            placeholder={intl.formatMessage(companiesPageMessages.filter)}
            style={{ maxWidth: 360 }}
            data-testid="companies-filter"
          />
          <List
            data-testid="companies-list"
            dataSource={shown}
            rowKey={(company) => company.id}
            locale={{ emptyText: intl.formatMessage(companiesPageMessages.noMatch) }}
            renderItem={(company) => (
              <List.Item data-testid="company-row" data-company-id={company.id}>
                <Flex gap="middle" align="center" style={{ minWidth: 0 }}>
                  <CompanyMark company={company} size={48} />
                  <Flex vertical gap={2} style={{ minWidth: 0 }}>
                    <Link to={companyPath(company.id)} style={{ overflowWrap: 'anywhere', fontWeight: 600 }} data-testid="company-link">
                      {company.name}
                    </Link>
                    {company.url === null ? null : (
                      <Typography.Text type="secondary">
                        <WebAddressLink url={company.url} testId="company-website" />
                      </Typography.Text>
                    )}
                  </Flex>
                </Flex>
              </List.Item>
            )}
          />
        </Flex>
      )}
      {creating && (
        <NewCompanyDialog
          onClose={() => {
            setCreating(false);
          }}
        />
      )}
    </div>
  );
}
