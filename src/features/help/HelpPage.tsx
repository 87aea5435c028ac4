// /help: how the app works, what each AI product does and costs, how credits are bought and followed, and how to
// reach the server's operator (the contact address and payments come from GET /api/settings).
import { Skeleton, Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { PageTitle } from '../../common/components/PageTitle';
import { RequestErrorAlert } from '../../common/components/RequestErrorAlert';
import { selectPaymentProvider, selectServerSettings, serverSettingsNeeded } from '../credits';
import { aiProductPriceMessage, helpMessages as messages } from './messages';
import { CaptureWays } from '../capture';

interface FeatureHelp {
  readonly key: string;
  readonly term: MessageDescriptor;
  readonly text: MessageDescriptor;
  /** The page its `<link>` leads to, for a text that has one. */
  readonly path?: string;
}

const FEATURES: readonly FeatureHelp[] = [
  { key: 'applications', term: messages.applicationsTerm, text: messages.applicationsText, path: paths.jobApplications },
  { key: 'companies', term: messages.companiesTerm, text: messages.companiesText },
  { key: 'actions', term: messages.actionsTerm, text: messages.actionsText, path: paths.futureActions },
  { key: 'calendar', term: messages.calendarTerm, text: messages.calendarText },
  { key: 'files', term: messages.filesTerm, text: messages.filesText, path: paths.files },
  { key: 'ai', term: messages.aiTerm, text: messages.aiText },
  { key: 'live', term: messages.liveTerm, text: messages.liveText },
];

interface AiProductHelp {
  readonly key: string;
  readonly name: MessageDescriptor;
  readonly text: MessageDescriptor;
  readonly needs: MessageDescriptor;
  /** In credits: the prices the server ships with (docs/features.md, "AI products"). */
  readonly price: number;
}

const AI_PRODUCTS: readonly AiProductHelp[] = [
  { key: 'cover-letter', name: messages.coverLetterName, text: messages.coverLetterText, needs: messages.coverLetterNeeds, price: 3 },
  { key: 'questions-to-ask', name: messages.questionsToAskName, text: messages.questionsToAskText, needs: messages.questionsToAskNeeds, price: 1 },
  {
    key: 'questions-to-expect',
    name: messages.questionsToExpectName,
    text: messages.questionsToExpectText,
    needs: messages.questionsToExpectNeeds,
    price: 1,
  },
  { key: 'resume-advice', name: messages.resumeAdviceName, text: messages.resumeAdviceText, needs: messages.resumeAdviceNeeds, price: 2 },
];

/** A message whose `<link>` words lead to `path`. */
function TextWithLink({ message, path }: { readonly message: MessageDescriptor; readonly path: string }) {
  return <FormattedMessage {...message} values={{ link: (chunks: ReactNode[]) => <Link to={path}>{chunks}</Link> }} />;
}

function Section({ id, title, children }: { readonly id: string; readonly title: MessageDescriptor; readonly children: ReactNode }) {
  const intl = useIntl();
  const headingId = `help-${id}-title`;
  return (
    <section aria-labelledby={headingId} data-testid={`help-section-${id}`} style={{ marginTop: 32 }}>
      <Typography.Title level={2} id={headingId} style={{ fontSize: '1.35rem' }}>
        {intl.formatMessage(title)}
      </Typography.Title>
      {children}
    </section>
  );
}

export function HelpPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();

  useEffect(() => {
    dispatch(serverSettingsNeeded());
  }, [dispatch]);

  return (
    // antd's Typography styles the paragraphs and lists inside it as its own text; they stay plain <p> and <ul>
    // (its Paragraph is a <div>), so the page reads as paragraphs to assistive technology.
    <Typography data-testid="help-page" style={{ maxWidth: '48rem' }}>
      <PageTitle message={messages.title} />
      <p>{intl.formatMessage(messages.intro)}</p>

      <Section id="how" title={messages.howTitle}>
        <dl>
          {FEATURES.map((feature) => (
            <div key={feature.key} style={{ marginBottom: 12 }}>
              <dt style={{ fontWeight: 600 }}>{intl.formatMessage(feature.term)}</dt>
              <dd style={{ marginInlineStart: 0 }}>
                {feature.path === undefined ? intl.formatMessage(feature.text) : <TextWithLink message={feature.text} path={feature.path} />}
              </dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="capture" title={messages.captureTitle}>
        <p>{intl.formatMessage(messages.captureIntro)}</p>
        <CaptureWays headingLevel={3} />
      </Section>

      <Section id="ai" title={messages.aiTitle}>
        <p>{intl.formatMessage(messages.aiIntro)}</p>
        {/* role="list": Safari drops the list role of a list without bullets. */}
        <ul role="list" style={{ paddingInlineStart: 0, listStyle: 'none' }}>
          {AI_PRODUCTS.map((product) => (
            <li key={product.key} data-testid="help-ai-product" data-product={product.key} style={{ marginBottom: 12 }}>
              <Typography.Title level={3} style={{ fontSize: '1.05rem', marginBottom: 4 }}>
                {intl.formatMessage(product.name)}
                {' · '}
                <span data-testid="help-ai-product-price">{intl.formatMessage(aiProductPriceMessage, { price: product.price })}</span>
              </Typography.Title>
              {intl.formatMessage(product.text)} {intl.formatMessage(product.needs)}
            </li>
          ))}
        </ul>
        <p>{intl.formatMessage(messages.aiRefund)}</p>
      </Section>

      <Section id="credits" title={messages.creditsTitle}>
        <CreditsHelp />
      </Section>

      <Section id="contact" title={messages.contactTitle}>
        <Contact />
      </Section>
    </Typography>
  );
}

function CreditsHelp() {
  const intl = useIntl();
  const provider = useAppSelector(selectPaymentProvider);
  return (
    <>
      <p>{intl.formatMessage(messages.creditsBalance)}</p>
      {/* Until the server has said that payments are off, the way to buy is shown. */}
      {provider === 'off' ? (
        <p data-testid="help-payments-off">{intl.formatMessage(messages.creditsBuyOff)}</p>
      ) : (
        <p data-testid="help-buy-credits">
          <TextWithLink message={messages.creditsBuy} path={paths.paymentOptions} />
        </p>
      )}
      <p>
        <TextWithLink message={messages.creditsTransactions} path={paths.transactions} />
      </p>
    </>
  );
}

function Contact() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectServerSettings);

  if (settings.data === null) {
    if (settings.status === 'failed' && settings.error !== null) {
      return (
        <RequestErrorAlert
          error={settings.error}
          testId="help-settings-error"
          onRetry={() => {
            dispatch(serverSettingsNeeded());
          }}
        />
      );
    }
    return (
      <div role="status" aria-label={intl.formatMessage(messages.contactLoading)} data-testid="help-contact-loading">
        <Skeleton active title={false} paragraph={{ rows: 1 }} />
      </div>
    );
  }
  const email = settings.data.support_email;
  // Seen as a plain descriptor: react-intl's typed values take no element, and {email} is a link.
  const contactEmail: MessageDescriptor = messages.contactEmail;
  if (email === null) {
    return <p data-testid="help-no-support-email">{intl.formatMessage(messages.noContact)}</p>;
  }
  return (
    <p>
      <FormattedMessage
        {...contactEmail}
        values={{
          email: (
            <a href={`mailto:${email}`} data-testid="help-support-email" style={{ overflowWrap: 'anywhere' }}>
              {email}
            </a>
          ),
        }}
      />
    </p>
  );
}
