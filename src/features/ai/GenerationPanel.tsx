// The generation asked for from an application's AI tab: the text appearing as the AI writes it, with a
// spinner and a polite announcement; then the response with its copy button; or why it failed.
import { Alert, Card, Flex, Spin, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import type { GenerationState } from './aiSlice';
import { CopyButton } from './CopyButton';
import { aiMessages, creditsSpentMessage, generationErrorMessages, productNameMessages } from './messages';
import { responseTextStyle } from './ResponseItem';
import { visuallyHidden } from './visuallyHidden';

type ErrorMessageKey = keyof typeof generationErrorMessages;

function errorMessageKeyOf(code: string): ErrorMessageKey {
  return code in generationErrorMessages ? (code as ErrorMessageKey) : 'other';
}

export interface GenerationPanelProps {
  readonly generation: GenerationState;
  /** Credits spent on the response, once there is one. */
  readonly creditsSpent: number | null;
  readonly canBuyCredits: boolean;
}

export function GenerationPanel({ generation, creditsSpent, canBuyCredits }: GenerationPanelProps) {
  const intl = useIntl();
  const product = intl.formatMessage(productNameMessages[generation.productName]);

  if (generation.status === 'failed' && generation.error !== null) {
    const key = errorMessageKeyOf(generation.error.code);
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        data-testid="ai-generation-error"
        data-code={generation.error.code}
        title={product}
        description={intl.formatMessage(generationErrorMessages[key])}
        action={
          key === 'insufficient_credits' && canBuyCredits ? (
            <Link to={paths.paymentOptions} data-testid="ai-generation-add-credits">
              {intl.formatMessage(aiMessages.addCredits)}
            </Link>
          ) : undefined
        }
      />
    );
  }

  if (generation.status === 'idle') return null;
  const writing = generation.status === 'submitting';
  // One card from the first word to the response, its live region in place throughout, so that "ready" is
  // announced as a change of the region a screen reader already follows.
  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0, whiteSpace: 'normal' }}>
          {product}
        </Typography.Title>
      }
      extra={
        writing || creditsSpent === null ? null : (
          <Typography.Text type="secondary">
            <FormattedMessage {...creditsSpentMessage} values={{ count: creditsSpent }} />
          </Typography.Text>
        )
      }
      size="small"
      data-testid={writing ? 'ai-generation' : 'ai-generation-result'}
    >
      <Flex vertical gap="small">
        <div role="status" aria-live="polite">
          {writing ? (
            <Flex gap="small" align="center" data-testid="ai-generation-progress">
              <Spin size="small" />
              <Typography.Text type="secondary">{intl.formatMessage(aiMessages.generating)}</Typography.Text>
            </Flex>
          ) : (
            <span style={visuallyHidden}>{intl.formatMessage(aiMessages.generated)}</span>
          )}
        </div>
        {/* Not a live region: a screen reader would read the whole text again at each update. */}
        <Typography.Paragraph style={responseTextStyle} data-testid="ai-generation-text">
          {generation.text}
        </Typography.Paragraph>
        {writing ? null : <CopyButton text={generation.text} testId="ai-copy" />}
      </Flex>
    </Card>
  );
}
