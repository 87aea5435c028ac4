// Files as a list: the thumbnail (a button opening the larger preview), description, type, file name, size
// and date, and the actions a page gives each row. One column on a phone, the actions under the text. A page
// may add what other features know of a file under its preview (the AI responses made from it): whoever renders
// the page passes that in, so this feature imports none of them.
import { Button, Flex, List, Modal, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { FormattedDate, useIntl } from 'react-intl';
import type { StoredFile } from '../../../contract';
import { FileThumbnail } from './FileThumbnail';
import { filePreviewMessage, fileTypeMessages } from './messages';

interface FileRowsProps {
  readonly files: readonly StoredFile[];
  readonly actionsOf: (file: StoredFile) => ReactNode;
  /** Shown in place of the rows when there are none. */
  readonly empty: ReactNode;
  readonly testId: string;
  /** Shown under the preview of a file, when given. */
  readonly previewExtra?: FilePreviewExtra;
}

/** What a page shows under a file's preview, beside the picture. */
export type FilePreviewExtra = (file: StoredFile) => ReactNode;

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${String(bytes)} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function FileRows({ files, actionsOf, empty, testId, previewExtra }: FileRowsProps) {
  const intl = useIntl();
  const [previewed, setPreviewed] = useState<StoredFile | null>(null);
  if (files.length === 0) return <>{empty}</>;
  return (
    <>
      <List
        data-testid={testId}
        dataSource={[...files]}
        rowKey={(file) => file.id}
        renderItem={(file) => (
          <List.Item data-testid="file-row" data-file-id={file.id}>
            <Flex gap="middle" wrap style={{ width: '100%' }} align="start">
              <Button
                type="text"
                style={{ width: 80, height: 80, padding: 4 }}
                aria-label={intl.formatMessage(filePreviewMessage, { filename: file.filename })}
                onClick={() => {
                  setPreviewed(file);
                }}
                data-testid="file-preview-button"
              >
                <FileThumbnail file={file} display="small" alt={intl.formatMessage(filePreviewMessage, { filename: file.filename })} />
              </Button>
              <Flex vertical gap={4} style={{ flex: '1 1 200px', minWidth: 0 }}>
                <Typography.Text strong style={{ overflowWrap: 'anywhere' }} data-testid="file-description">
                  {file.description}
                </Typography.Text>
                <Flex gap="small" wrap align="center">
                  <Tag>{intl.formatMessage(fileTypeMessages[file.type])}</Tag>
                  <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }} data-testid="file-filename">
                    {file.filename}
                  </Typography.Text>
                </Flex>
                <Typography.Text type="secondary">
                  {sizeText(file.size)} · <FormattedDate value={file.created} dateStyle="medium" />
                </Typography.Text>
                <Flex gap="small" wrap>
                  {actionsOf(file)}
                </Flex>
              </Flex>
            </Flex>
          </List.Item>
        )}
      />
      <Modal
        open={previewed !== null}
        title={previewed?.filename}
        footer={null}
        onCancel={() => {
          setPreviewed(null);
        }}
        width={680}
        data-testid="file-preview"
      >
        {previewed !== null && <FileThumbnail file={previewed} display="preview" alt={intl.formatMessage(filePreviewMessage, { filename: previewed.filename })} />}
        {previewed !== null && previewExtra !== undefined ? previewExtra(previewed) : null}
      </Modal>
    </>
  );
}
