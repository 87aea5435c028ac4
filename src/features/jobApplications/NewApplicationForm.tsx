// The form that creates an application (over HTTP), creating its company first when the user names a new one;
// on success the application's page opens. /new_job_application shows it empty; the capture of a posting shows
// it filled with what the posting says (`prefill`), for the person to check and save.
import { Button, Form, Input, Typography } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { CompanySelect, companyMessages, companyNameRules, NEW_COMPANY, selectCompanyNamed } from '../companies';
import { jobApplicationPath } from '../../app/paths';
import { longTextRules, titleRules, urlRules } from './jobApplicationRules';
import {
  jobApplicationCreationSubmitted,
  newJobApplicationFormOpened,
  selectCreation,
  type CompanyChoice,
} from './jobApplicationsSlice';
import { fieldMessages } from './messages';
import { RequestErrorAlert } from '../../common/components/RequestErrorAlert';
import type { ApplicationDetails, ApplicationDetailsInput } from '../../../contract';
import { ApplicationDetailsFields, detailsFormValues, detailsOfForm, EMPTY_DETAILS_FORM, type DetailsFormValues } from './ApplicationDetailsFields';
import { detailsMessages } from './detailsMessages';

interface NewJobApplicationValues extends DetailsFormValues {
  readonly title: string;
  readonly url: string;
  readonly company_id: string | null;
  readonly new_company_name: string;
  readonly notes: string;
  readonly job_description: string;
}

const EMPTY_FORM: NewJobApplicationValues = {
  ...EMPTY_DETAILS_FORM,
  title: '',
  url: '',
  company_id: null,
  new_company_name: '',
  notes: '',
  job_description: '',
};

/** The details filled in; the ones left empty are not sent (the server's unset). */
function givenDetails(values: NewJobApplicationValues): ApplicationDetailsInput {
  const details = detailsOfForm(values);
  return Object.fromEntries(
    Object.entries(details).filter(([, value]) => value !== null && value !== false && !(Array.isArray(value) && value.length === 0)),
  );
}

function companyChoiceOf(values: NewJobApplicationValues): CompanyChoice {
  if (values.company_id === NEW_COMPANY) return { kind: 'new', name: values.new_company_name };
  if (values.company_id === null) return { kind: 'none' };
  return { kind: 'existing', id: values.company_id };
}

/** What a captured posting fills in; the company is named, and found by name or created when the form is sent. */
export interface NewApplicationPrefill {
  readonly title: string;
  readonly url: string;
  readonly companyName: string | null;
  readonly job_description: string;
  readonly details: ApplicationDetails;
}

function formValuesOf(prefill: NewApplicationPrefill | undefined): NewJobApplicationValues {
  if (prefill === undefined) return EMPTY_FORM;
  return {
    ...EMPTY_FORM,
    ...detailsFormValues(prefill.details),
    title: prefill.title,
    url: prefill.url,
    company_id: prefill.companyName === null ? null : NEW_COMPANY,
    new_company_name: prefill.companyName ?? '',
    job_description: prefill.job_description,
  };
}

export function NewApplicationForm({ prefill }: { readonly prefill?: NewApplicationPrefill }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [form] = Form.useForm<NewJobApplicationValues>();
  const creation = useAppSelector(selectCreation);
  const companyId = Form.useWatch('company_id', form);
  const initialValues = useMemo(() => formValuesOf(prefill), [prefill]);
  // A prefilled company the account already has is chosen as that one, once the companies are known.
  const known = useAppSelector((state) => (prefill?.companyName == null ? undefined : selectCompanyNamed(state, prefill.companyName)));
  useEffect(() => {
    if (known !== undefined && form.getFieldValue('company_id') === NEW_COMPANY) form.setFieldsValue({ company_id: known.id });
  }, [form, known]);
  // Only a creation submitted from this page opens the new application (not one left from an earlier visit).
  const submitted = useRef(false);

  useEffect(() => {
    dispatch(newJobApplicationFormOpened());
  }, [dispatch]);

  useEffect(() => {
    if (submitted.current && creation.status === 'succeeded' && creation.createdId !== null) {
      submitted.current = false;
      void navigate(jobApplicationPath(creation.createdId));
    }
  }, [creation, navigate]);

  const submit = (values: NewJobApplicationValues) => {
    submitted.current = true;
    dispatch(
      jobApplicationCreationSubmitted({
        title: values.title,
        url: values.url,
        company: companyChoiceOf(values),
        notes: values.notes,
        job_description: values.job_description,
        details: givenDetails(values),
      }),
    );
  };

  const submitting = creation.status === 'submitting';
  return (
    <>
      <Form<NewJobApplicationValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={submit}
        disabled={submitting}
        style={{ maxWidth: '48rem' }}
        data-testid="new-job-application-form"
      >
        <Form.Item name="title" label={intl.formatMessage(fieldMessages.title)} required rules={titleRules(intl)}>
          <Input data-testid="new-job-application-title" autoComplete="off" />
        </Form.Item>
        <Form.Item name="url" label={intl.formatMessage(fieldMessages.url)} required rules={urlRules(intl)}>
          <Input data-testid="new-job-application-url" inputMode="url" autoComplete="url" placeholder="https://" />
        </Form.Item>
        <Form.Item name="company_id" label={intl.formatMessage(fieldMessages.company)}>
          <CompanySelect testId="new-job-application-company" />
        </Form.Item>
        {companyId === NEW_COMPANY ? (
          <Form.Item
            name="new_company_name"
            label={intl.formatMessage(companyMessages.newCompanyName)}
            required
            rules={companyNameRules(intl)}
          >
            <Input data-testid="new-job-application-new-company-name" autoComplete="organization" />
          </Form.Item>
        ) : null}
        <Typography.Title level={2} style={{ fontSize: '1rem' }}>
          {intl.formatMessage(detailsMessages.sectionTitle)}
        </Typography.Title>
        <ApplicationDetailsFields testIdPrefix="new-job-application" />
        <Form.Item name="notes" label={intl.formatMessage(fieldMessages.notes)} rules={longTextRules(intl)}>
          <Input.TextArea data-testid="new-job-application-notes" autoSize={{ minRows: 3, maxRows: 12 }} />
        </Form.Item>
        <Form.Item name="job_description" label={intl.formatMessage(fieldMessages.jobDescription)} rules={longTextRules(intl)}>
          <Input.TextArea data-testid="new-job-application-description" autoSize={{ minRows: 6, maxRows: 20 }} />
        </Form.Item>
        {creation.status === 'failed' && creation.error !== null ? (
          <Form.Item>
            <RequestErrorAlert error={creation.error} testId="new-job-application-error" />
          </Form.Item>
        ) : null}
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={submitting} data-testid="new-job-application-submit">
            {intl.formatMessage(fieldMessages.submit)}
          </Button>
        </Form.Item>
      </Form>
    </>
  );
}
