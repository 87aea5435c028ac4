// The current terms in a dialog over a form (the sign-up page's "read the terms"), closed by its button, the
// close icon or Escape. The document is fetched when the dialog opens, not with the page under it.
import { Button, Modal } from 'antd';
import { useIntl } from 'react-intl';
import { termsMessages } from './messages';
import { TermsDocument } from './TermsDocument';

interface TermsDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Prefix of the dialog's test ids: `<prefix>-dialog` and `<prefix>-close`. */
  readonly testIdPrefix: string;
}

export function TermsDialog({ open, onClose, testIdPrefix }: TermsDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      title={intl.formatMessage(termsMessages.reviewTitle)}
      onCancel={onClose}
      footer={
        <Button type="primary" data-testid={`${testIdPrefix}-close`} onClick={onClose}>
          {intl.formatMessage(termsMessages.close)}
        </Button>
      }
      width={760}
      styles={{ body: { maxHeight: '60vh', overflowY: 'auto' } }}
      data-testid={`${testIdPrefix}-dialog`}
    >
      {open && <TermsDocument />}
    </Modal>
  );
}
