// An application's AI tab: the balance, the choice of the resume the products read (among the application's
// files of type resume), the four products as cards, the generation under way or its outcome, and the
// responses already made for the application, newest first.
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Col, Empty, Flex, Row, Select, Skeleton, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { AiProduct } from '../../../contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { jobApplicationPath, paths } from '../../app/paths';
import { RequestErrorAlert } from '../../common/components/RequestErrorAlert';
import type { RequestError } from '../../common/requestError';
import { selectLocale } from '../../i18n/localeSlice';
import { BalanceLine, selectPaymentProvider, serverSettingsNeeded } from '../credits';
import { applicationFilesNeeded, selectApplicationFiles, selectApplicationFilesState } from '../files';
import { selectCredits } from '../credits';
import {
  aiTabOpened,
  applicationResponsesNeeded,
  generationRequested,
  productsNeeded,
  selectAiProducts,
  selectApplicationResponses,
  selectApplicationResponsesState,
  selectGeneration,
} from './aiSlice';
import { GenerationPanel } from './GenerationPanel';
import { aiMessages } from './messages';
import { LinkResumeHint, ProductCard } from './ProductCard';
import { blockedReasonOf } from './products';
import { ResponseItem, responseListStyle } from './ResponseItem';

export function AiTab({ applicationId }: { readonly applicationId: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const products = useAppSelector(selectAiProducts);
  const credits = useAppSelector(selectCredits);
  const locale = useAppSelector(selectLocale);
  const canBuyCredits = useAppSelector(selectPaymentProvider) !== 'off';
  const generation = useAppSelector((state) => selectGeneration(state, applicationId));
  const filesTabPath = `${jobApplicationPath(applicationId)}?tab=files`;
  const resumes = useResumes(applicationId);
  const [chosenResumeId, setChosenResumeId] = useState<string | null | undefined>(undefined);
  // The newest resume until one is chosen (or none, by clearing the choice); a chosen resume unlinked meanwhile
  // gives way to the newest again.
  const chosenIsLinked = resumes.files.some((file) => file.id === chosenResumeId);
  const resumeId = chosenResumeId === null ? null : chosenIsLinked && chosenResumeId !== undefined ? chosenResumeId : (resumes.files[0]?.id ?? null);

  useEffect(() => {
    dispatch(aiTabOpened({ applicationId }));
    dispatch(applicationFilesNeeded({ applicationId }));
    dispatch(serverSettingsNeeded());
  }, [applicationId, dispatch]);

  const busy = generation?.status === 'submitting';
  const generate = (product: AiProduct) => {
    dispatch(generationRequested({ applicationId, productId: product.id, productName: product.name, resumeId, locale }));
  };

  return (
    <Flex vertical gap="middle" data-testid="ai-tab">
      <Typography.Paragraph style={{ margin: 0 }}>{intl.formatMessage(aiMessages.tabIntro)}</Typography.Paragraph>
      <Flex gap="small" wrap align="baseline">
        <BalanceLine testId="ai-balance" />
        {canBuyCredits ? (
          <Link to={paths.paymentOptions} data-testid="ai-add-credits">
            <PlusOutlined /> {intl.formatMessage(aiMessages.addCredits)}
          </Link>
        ) : null}
      </Flex>
      <ResumePicker
        resumes={resumes}
        resumeId={resumeId}
        filesTabPath={filesTabPath}
        onChange={setChosenResumeId}
        onRetry={() => dispatch(applicationFilesNeeded({ applicationId }))}
      />
      <section aria-label={intl.formatMessage(aiMessages.productsLabel)}>
        {products.data === null ? (
          products.status === 'failed' && products.error !== null ? (
            <RequestErrorAlert error={products.error} onRetry={() => dispatch(productsNeeded())} testId="ai-products-error" />
          ) : (
            <div role="status" aria-label={intl.formatMessage(aiMessages.productsLoading)} data-testid="ai-products-loading">
              <Skeleton active paragraph={{ rows: 4 }} />
            </div>
          )
        ) : (
          <Row gutter={[16, 16]} role="list">
            {products.data.map((product) => (
              <Col key={product.id} xs={24} md={12} role="listitem">
                <ProductCard
                  product={product}
                  blockedReason={blockedReasonOf(product, { resumeChosen: resumeId !== null, credits })}
                  busy={busy}
                  credits={credits}
                  filesTabPath={filesTabPath}
                  canBuyCredits={canBuyCredits}
                  onGenerate={() => {
                    generate(product);
                  }}
                />
              </Col>
            ))}
          </Row>
        )}
      </section>
      {generation === undefined ? null : <GenerationPanelOf applicationId={applicationId} canBuyCredits={canBuyCredits} />}
      <ApplicationResponses applicationId={applicationId} />
    </Flex>
  );
}

interface Resumes {
  readonly files: readonly { readonly id: string; readonly description: string; readonly filename: string }[];
  /** The application's files are not known yet. */
  readonly loading: boolean;
  readonly error: RequestError | null;
}

function useResumes(applicationId: string): Resumes {
  const list = useAppSelector((state) => selectApplicationFilesState(state, applicationId));
  const files = useAppSelector((state) => selectApplicationFiles(state, applicationId));
  return {
    files: files.filter((file) => file.type === 'resume'),
    loading: list.data === null && list.status !== 'failed',
    error: list.data === null ? list.error : null,
  };
}

interface ResumePickerProps {
  readonly resumes: Resumes;
  readonly resumeId: string | null;
  readonly filesTabPath: string;
  readonly onChange: (resumeId: string | null) => void;
  readonly onRetry: () => void;
}

function ResumePicker({ resumes, resumeId, filesTabPath, onChange, onRetry }: ResumePickerProps) {
  const intl = useIntl();
  const id = useId();
  if (resumes.error !== null) return <RequestErrorAlert error={resumes.error} onRetry={onRetry} testId="ai-resumes-error" />;
  if (resumes.loading) {
    return (
      <div role="status" aria-label={intl.formatMessage(aiMessages.resumesLoading)}>
        <Skeleton.Input active />
      </div>
    );
  }
  if (resumes.files.length === 0) {
    return (
      <Typography.Paragraph style={{ margin: 0 }} data-testid="ai-no-resume">
        {intl.formatMessage(aiMessages.noResume)}{' '}
        <LinkResumeHint filesTabPath={filesTabPath} />
      </Typography.Paragraph>
    );
  }
  return (
    <Flex vertical gap={4} style={{ maxWidth: 480 }}>
      <label htmlFor={id}>{intl.formatMessage(aiMessages.resumePicker)}</label>
      <Select<string>
        id={id}
        value={resumeId ?? undefined}
        placeholder={intl.formatMessage(aiMessages.resumePickerPlaceholder)}
        allowClear
        onChange={(value: string | undefined) => {
          onChange(value ?? null);
        }}
        options={resumes.files.map((file) => ({ value: file.id, label: `${file.description} (${file.filename})` }))}
        style={{ width: '100%' }}
        data-testid="ai-resume-picker"
      />
    </Flex>
  );
}

function GenerationPanelOf({ applicationId, canBuyCredits }: { readonly applicationId: string; readonly canBuyCredits: boolean }) {
  const generation = useAppSelector((state) => selectGeneration(state, applicationId));
  const responses = useAppSelector((state) => selectApplicationResponses(state, applicationId));
  if (generation === undefined) return null;
  const response = responses.find((candidate) => candidate.id === generation.responseId);
  return <GenerationPanel generation={generation} creditsSpent={response?.credits_spent ?? null} canBuyCredits={canBuyCredits} />;
}

function ApplicationResponses({ applicationId }: { readonly applicationId: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const list = useAppSelector((state) => selectApplicationResponsesState(state, applicationId));
  const responses = useAppSelector((state) => selectApplicationResponses(state, applicationId));
  const headingId = useId();
  const renderList = () => {
    if (list.data === null) {
      if (list.status === 'failed' && list.error !== null) {
        return (
          <RequestErrorAlert
            error={list.error}
            onRetry={() => dispatch(applicationResponsesNeeded({ applicationId }))}
            testId="ai-application-responses-error"
          />
        );
      }
      return (
        <div role="status" aria-label={intl.formatMessage(aiMessages.responsesLoading)}>
          <Skeleton active paragraph={{ rows: 3 }} />
        </div>
      );
    }
    if (responses.length === 0) return <Empty description={intl.formatMessage(aiMessages.applicationResponsesEmpty)} />;
    return (
      <ul role="list" style={responseListStyle} aria-labelledby={headingId}>
        {responses.map((response) => (
          <ResponseItem key={response.id} response={response} testId="ai-response-item" linkApplication={false} linkFiles />
        ))}
      </ul>
    );
  };
  return (
    <section data-testid="ai-application-responses" aria-labelledby={headingId}>
      <Typography.Title level={3} id={headingId}>
        {intl.formatMessage(aiMessages.applicationResponses)}
      </Typography.Title>
      {renderList()}
    </section>
  );
}
