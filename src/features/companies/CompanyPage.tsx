// /companies/{id}: one company, its mark, name and website, its logo, its details form, its applications and its
// contacts (the route passes in how the other features draw theirs), and its deletion. An unknown id, or another
// account's, shows a not-found result (the server answers both alike).
import { Divider, Flex, Result, Skeleton, Typography } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { idSchema, type Company } from '../../../contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { PageTitle, pageHeadingStyle } from '../../common/components/PageTitle';
import { RequestErrorAlert } from '../../common/components/RequestErrorAlert';
import { TitleWithActions } from '../../common/components/TitleWithActions';
import { WebAddressLink } from '../../common/components/WebAddressLink';
import { useDocumentTitle } from '../../common/useDocumentTitle';
import {
  companyNeeded,
  companyOperationKeys,
  selectCompanyEntry,
  selectCompanyFailure,
  selectCompanyOperations,
  selectCompanyRemoved,
} from './companiesSlice';
import { CompanyApplications, type RenderApplicationLink } from './CompanyApplications';
import { CompanyDetailsForm } from './CompanyDetailsForm';
import { CompanyLogoSection } from './CompanyLogoSection';
import { CompanyMark } from './CompanyMark';
import { DeleteCompanyButton } from './DeleteCompanyButton';
import { companiesPageMessages } from './pageMessages';

const NOT_FOUND_CODES: ReadonlySet<string> = new Set(['not_found', 'invalid_params']);

export interface CompanyPageProps {
  readonly renderApplicationLink: RenderApplicationLink;
  /** The company's contacts, drawn by the contacts' feature. */
  readonly renderContacts?: (companyId: string) => ReactNode;
}

export function CompanyPage(props: CompanyPageProps) {
  const { id = '' } = useParams();
  return idSchema.safeParse(id).success ? <CompanyOfId id={id} {...props} /> : <NotFound />;
}

function CompanyOfId({ id, ...props }: CompanyPageProps & { readonly id: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const entry = useAppSelector((state) => selectCompanyEntry(state, id));
  const failure = useAppSelector((state) => selectCompanyFailure(state, id));
  const deletion = useAppSelector((state) => selectCompanyOperations(state)[companyOperationKeys.delete(id)]);
  // Only a deletion confirmed here goes back to the companies; one made in another tab shows not-found.
  const deletedHere = useRef(false);
  const removed = useAppSelector((state) => selectCompanyRemoved(state, id));

  useEffect(() => {
    dispatch(companyNeeded({ id }));
  }, [dispatch, id]);
  useEffect(() => {
    if (deletedHere.current && deletion?.status === 'succeeded') {
      deletedHere.current = false;
      void navigate(paths.companies, { replace: true });
    }
  }, [deletion?.status, navigate]);

  useDocumentTitle(entry?.status === 'loaded' ? entry.data.name : intl.formatMessage(companiesPageMessages.title));

  if (entry?.status === 'loaded') {
    return (
      <LoadedCompany
        company={entry.data}
        {...props}
        onDeleteConfirmed={() => {
          deletedHere.current = true;
        }}
      />
    );
  }
  // Gone from the cache once loaded: deleted, here or in another tab.
  if (entry === undefined && (failure === undefined ? removed : NOT_FOUND_CODES.has(failure.code))) return <NotFound />;
  if (entry === undefined && failure !== undefined) {
    return <RequestErrorAlert error={failure} testId="company-error" onRetry={() => dispatch(companyNeeded({ id }))} />;
  }
  return (
    <>
      <PageTitle message={companiesPageMessages.title} />
      <div role="status" aria-label={intl.formatMessage(companiesPageMessages.loading)} data-testid="company-loading">
        <Skeleton active title paragraph={{ rows: 4 }} />
      </div>
    </>
  );
}

function LoadedCompany({ company, renderApplicationLink, renderContacts, onDeleteConfirmed }: CompanyPageProps & { readonly company: Company; readonly onDeleteConfirmed: () => void }) {
  return (
    <div data-testid="company-page">
      <BackToCompanies />
      <TitleWithActions actions={<DeleteCompanyButton company={company} onConfirmed={onDeleteConfirmed} />}>
        <Flex gap="middle" align="center">
          <CompanyMark company={company} size={56} />
          <Flex vertical gap={2} style={{ minWidth: 0 }}>
            <Typography.Title level={1} style={{ ...pageHeadingStyle, margin: 0, overflowWrap: 'anywhere' }} data-testid="company-name">
              {company.name}
            </Typography.Title>
            {company.url === null ? null : <WebAddressLink url={company.url} testId="company-website" />}
          </Flex>
        </Flex>
      </TitleWithActions>
      <CompanyLogoSection company={company} />
      <Divider />
      <CompanyDetailsForm company={company} />
      <Divider />
      <CompanyApplications companyId={company.id} renderApplicationLink={renderApplicationLink} />
      {renderContacts === undefined ? null : (
        <>
          <Divider />
          {renderContacts(company.id)}
        </>
      )}
    </div>
  );
}

function BackToCompanies() {
  const intl = useIntl();
  return (
    <Link to={paths.companies} className="app-link" data-testid="back-to-companies" style={{ display: 'inline-block', marginBottom: 8 }}>
      {intl.formatMessage(companiesPageMessages.back)}
    </Link>
  );
}

function NotFound() {
  const intl = useIntl();
  return (
    <>
      <PageTitle message={companiesPageMessages.title} />
      <Result status="404" subTitle={intl.formatMessage(companiesPageMessages.notFound)} extra={<BackToCompanies />} data-testid="company-not-found" />
    </>
  );
}
