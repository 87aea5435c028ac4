// A company's logo on its page: the logo at 144 px (or its initial), a button that picks a PNG or JPEG of at
// most 2 MB (checked here before sending, and by the server again), the upload's progress, and its removal
// after a confirmation.
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Alert, Button, Flex, Popconfirm, Progress, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { COMPANY_LOGO_MAX_BYTES, type Company } from '../../../contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { operationOf } from '../../common/operationState';
import {
  companyLogoRemoveRequested,
  companyLogoUploadRequested,
  companyOperationDismissed,
  companyOperationKeys,
  selectCompanyOperations,
  selectLogoUpload,
} from './companiesSlice';
import { CompanyLogo } from './CompanyLogo';
import { CompanyMark } from './CompanyMark';
import { companiesFailureMessages } from './messages';
import { companyFormMessages, companyLogoAltMessage, companyLogoMessages } from './pageMessages';

const LOGO_TYPES = ['image/png', 'image/jpeg'];

export function CompanyLogoSection({ company }: { readonly company: Company }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const key = companyOperationKeys.logo(company.id);
  const operation = useAppSelector((state) => operationOf(selectCompanyOperations(state), key));
  const upload = useAppSelector((state) => selectLogoUpload(state, company.id));
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = operation.status === 'submitting';

  useEffect(() => {
    dispatch(companyOperationDismissed({ key }));
  }, [dispatch, key]);

  const choose = (file: File) => {
    dispatch(companyOperationDismissed({ key }));
    if (!LOGO_TYPES.includes(file.type)) {
      setRefusal(intl.formatMessage(companiesFailureMessages.logoType));
    } else if (file.size > COMPANY_LOGO_MAX_BYTES) {
      setRefusal(intl.formatMessage(companiesFailureMessages.logoSize));
    } else {
      setRefusal(null);
      dispatch(companyLogoUploadRequested({ id: company.id, file }));
    }
  };

  const error = refusal ?? (operation.status === 'failed' && operation.error !== null ? intl.formatMessage(operation.error.descriptor, operation.error.values) : null);
  const alt = intl.formatMessage(companyLogoAltMessage, { name: company.name });

  return (
    <section aria-labelledby="company-logo-heading" data-testid="company-logo-section">
      <Typography.Title level={2} id="company-logo-heading" style={{ fontSize: 'var(--app-font-size-heading4, 20px)' }}>
        {intl.formatMessage(companyLogoMessages.title)}
      </Typography.Title>
      <Flex gap="middle" align="center" wrap>
        {company.logo === null ? (
          <Flex vertical align="center" gap={4}>
            <CompanyMark company={company} size={96} />
            <Typography.Text type="secondary">{intl.formatMessage(companyLogoMessages.none)}</Typography.Text>
          </Flex>
        ) : (
          <CompanyLogo companyId={company.id} size={144} alt={alt} />
        )}
        <Flex vertical gap="small">
          <Flex gap="small" wrap>
            <Upload
              accept=".png,.jpg,.jpeg,image/png,image/jpeg"
              multiple={false}
              showUploadList={false}
              disabled={busy}
              beforeUpload={(file) => {
                choose(file);
                // Sent by the saga with its progress, not by the component.
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} loading={busy && upload !== undefined} data-testid="company-logo-upload">
                {intl.formatMessage(company.logo === null ? companyLogoMessages.upload : companyLogoMessages.replace)}
              </Button>
            </Upload>
            {company.logo === null ? null : (
              <Popconfirm
                title={intl.formatMessage(companyLogoMessages.removeConfirm)}
                okText={intl.formatMessage(companyLogoMessages.remove)}
                cancelText={intl.formatMessage(companyFormMessages.cancel)}
                okButtonProps={{ danger: true, 'data-testid': 'company-logo-remove-confirm' }}
                onConfirm={() => dispatch(companyLogoRemoveRequested({ id: company.id }))}
              >
                <Button icon={<DeleteOutlined />} disabled={busy} data-testid="company-logo-remove">
                  {intl.formatMessage(companyLogoMessages.remove)}
                </Button>
              </Popconfirm>
            )}
          </Flex>
          <Typography.Text type="secondary">{intl.formatMessage(companyLogoMessages.hint)}</Typography.Text>
          {upload === undefined ? null : (
            <Progress
              percent={upload.total === 0 ? 0 : Math.round((upload.loaded / upload.total) * 100)}
              status="active"
              aria-label={intl.formatMessage(companyLogoMessages.uploading)}
              data-testid="company-logo-progress"
            />
          )}
          {error === null ? null : <Alert type="error" showIcon role="alert" title={error} data-testid="company-logo-error" />}
        </Flex>
      </Flex>
    </section>
  );
}
