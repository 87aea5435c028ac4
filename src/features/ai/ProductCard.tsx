// One AI product on an application's AI tab: what it writes, its price, what it needs, and Generate, which
// says why it cannot be pressed when it cannot (the AI is down, no resume is chosen, the balance is too low).
import ThunderboltOutlined from '@ant-design/icons/ThunderboltOutlined';
import WarningOutlined from '@ant-design/icons/WarningOutlined';
import { Button, Card, Flex, Tag, Typography, theme } from 'antd';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import type { AiProduct } from '../../../contract';
import { paths } from '../../app/paths';
import {
  aiMessages,
  generateLabelMessage,
  notEnoughCreditsMessage,
  priceMessage,
  productDescriptionMessages,
  productNameMessages,
  productNeedsMessages,
} from './messages';
import type { BlockedReason } from './products';

export interface ProductCardProps {
  readonly product: AiProduct;
  readonly blockedReason: BlockedReason | null;
  /** A response is being written for this application: one at a time. */
  readonly busy: boolean;
  readonly credits: number;
  /** The application's Files tab, where a resume gets linked. */
  readonly filesTabPath: string;
  /** Whether credits can be bought on this server. */
  readonly canBuyCredits: boolean;
  readonly onGenerate: () => void;
}

export function ProductCard({ product, blockedReason, busy, credits, filesTabPath, canBuyCredits, onGenerate }: ProductCardProps) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const reasonId = useId();
  const titleId = useId();
  const name = intl.formatMessage(productNameMessages[product.name]);
  return (
    <Card
      title={
        // h2 under the application's h1 (no heading level skipped), at the size of an h4 in a card's title.
        <Typography.Title level={2} id={titleId} style={{ margin: 0, whiteSpace: 'normal', fontSize: token.fontSizeHeading4 }}>
          {name}
        </Typography.Title>
      }
      extra={
        <Tag color="blue" data-testid="ai-product-price" style={{ marginInlineEnd: 0 }}>
          <FormattedMessage {...priceMessage} values={{ price: product.price }} />
        </Tag>
      }
      style={{ height: '100%' }}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8 } }}
      data-testid="ai-product-card"
      data-name={product.name}
      aria-labelledby={titleId}
      role="group"
    >
      <Typography.Text>{intl.formatMessage(productDescriptionMessages[product.name])}</Typography.Text>
      <Typography.Text type="secondary">{intl.formatMessage(productNeedsMessages[product.name])}</Typography.Text>
      <Flex vertical gap={4} align="start" style={{ marginTop: 'auto' }}>
        <Button
          type="primary"
          icon={<ThunderboltOutlined />}
          disabled={blockedReason !== null || busy}
          onClick={onGenerate}
          aria-label={intl.formatMessage(generateLabelMessage, { product: name })}
          aria-describedby={blockedReason === null ? undefined : reasonId}
          data-testid="ai-product-generate"
        >
          {intl.formatMessage(aiMessages.generate)}
        </Button>
        {blockedReason === null ? null : (
          // Body-coloured text beside a warning icon: antd's warning yellow on white is too faint to read.
          <Typography.Text id={reasonId} data-testid="ai-product-blocked-reason">
            <WarningOutlined aria-hidden style={{ color: token.colorWarning, marginInlineEnd: 6 }} />
            <BlockedReasonText reason={blockedReason} price={product.price} credits={credits} filesTabPath={filesTabPath} canBuyCredits={canBuyCredits} />
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}

interface BlockedReasonTextProps {
  readonly reason: BlockedReason;
  readonly price: number;
  readonly credits: number;
  readonly filesTabPath: string;
  readonly canBuyCredits: boolean;
}

function BlockedReasonText({ reason, price, credits, filesTabPath, canBuyCredits }: BlockedReasonTextProps) {
  const intl = useIntl();
  switch (reason) {
    case 'unavailable':
      return <>{intl.formatMessage(aiMessages.unavailable)}</>;
    case 'missingResume':
      return <LinkResumeHint filesTabPath={filesTabPath} />;
    case 'notEnoughCredits':
      return (
        <>
          <FormattedMessage {...notEnoughCreditsMessage} values={{ price, balance: credits }} />{' '}
          {canBuyCredits ? (
            <Link to={paths.paymentOptions} data-testid="ai-product-add-credits">
              {intl.formatMessage(aiMessages.addCredits)}
            </Link>
          ) : null}
        </>
      );
  }
}

/** "Link a resume to this application in the Files tab", the last words leading there. */
export function LinkResumeHint({ filesTabPath }: { readonly filesTabPath: string }) {
  const message: MessageDescriptor = aiMessages.missingResume;
  return <FormattedMessage {...message} values={{ link: (chunks: ReactNode[]) => <Link to={filesTabPath}>{chunks}</Link> }} />;
}
