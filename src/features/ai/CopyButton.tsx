// Copies a response's text (or the address of its page) to the clipboard and says so on the button for a moment
// ("Copied"); a browser without the clipboard API (a page served over plain http) or one that refuses says how
// to copy by hand.
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import { Button, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { aiMessages } from './messages';
import { visuallyHidden } from './visuallyHidden';

/** How long the button reads "Copied". */
export const COPIED_FOR_MS = 2_000;

type CopyState = 'idle' | 'copied' | 'failed';

async function writeToClipboard(text: string): Promise<void> {
  // The clipboard API is missing outside secure contexts, whatever the types say.
  const clipboard = (navigator as Partial<Navigator>).clipboard;
  if (clipboard === undefined) throw new Error('no clipboard');
  await clipboard.writeText(text);
}

/** What the button and its status say, in the interface language; a response's text's by default. */
export interface CopyLabels {
  readonly copy: string;
  readonly copied: string;
  readonly failed: string;
}

export interface CopyButtonProps {
  readonly text: string;
  readonly testId: string;
  readonly labels?: CopyLabels;
}

export function CopyButton({ text, testId, labels }: CopyButtonProps) {
  const intl = useIntl();
  const [state, setState] = useState<CopyState>('idle');
  const { copy: copyLabel, copied, failed } = labels ?? {
    copy: intl.formatMessage(aiMessages.copy),
    copied: intl.formatMessage(aiMessages.copied),
    failed: intl.formatMessage(aiMessages.copyFailed),
  };

  useEffect(() => {
    if (state !== 'copied') return undefined;
    const timer = setTimeout(() => {
      setState('idle');
    }, COPIED_FOR_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [state]);

  const copy = () => {
    writeToClipboard(text).then(
      () => {
        setState('copied');
      },
      () => {
        setState('failed');
      },
    );
  };

  return (
    <Flex vertical gap={4} align="start">
      <Button icon={state === 'copied' ? <CheckOutlined /> : <CopyOutlined />} onClick={copy} data-testid={testId}>
        {state === 'copied' ? copied : copyLabel}
      </Button>
      {/* The outcome is announced; a success is seen on the button itself, a failure under it. */}
      <Typography.Text type="danger" role="status" style={state === 'failed' ? { overflowWrap: 'anywhere' } : visuallyHidden}>
        {state === 'failed' ? failed : state === 'copied' ? copied : null}
      </Typography.Text>
    </Flex>
  );
}
