// Validation of a file's fields and of the chosen file, with the server's limits (contract/limits.ts, lengths
// in code points), shared by the upload and edit dialogs.
import type { FormRule } from 'antd';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { checkedBy } from '../../common/formValidation';
import { DEFAULT_MAX_UPLOAD_BYTES, FILE_DESCRIPTION_LENGTH, FILENAME_LENGTH, SUPPORTED_FILE_EXTENSIONS, textLength } from '../../../contract';
import {
  descriptionTooLongMessage,
  descriptionTooShortMessage,
  fileFieldMessages,
  filenameTooLongMessage,
  filenameTooShortMessage,
  uploadErrorMessages,
} from './messages';

export function descriptionRules(intl: IntlShape): FormRule[] {
  return checkedBy((text) => {
    if (text.trim() === '') return intl.formatMessage(fileFieldMessages.descriptionRequired);
    const length = textLength(text);
    if (length < FILE_DESCRIPTION_LENGTH.min) return intl.formatMessage(descriptionTooShortMessage, { min: FILE_DESCRIPTION_LENGTH.min });
    if (length > FILE_DESCRIPTION_LENGTH.max) return intl.formatMessage(descriptionTooLongMessage, { max: FILE_DESCRIPTION_LENGTH.max });
    return null;
  });
}

export function filenameRules(intl: IntlShape): FormRule[] {
  return checkedBy((text) => {
    if (text.trim() === '') return intl.formatMessage(fileFieldMessages.filenameRequired);
    const length = textLength(text);
    if (length < FILENAME_LENGTH.min) return intl.formatMessage(filenameTooShortMessage, { min: FILENAME_LENGTH.min });
    if (length > FILENAME_LENGTH.max) return intl.formatMessage(filenameTooLongMessage, { max: FILENAME_LENGTH.max });
    return null;
  });
}

/** The extension of a chosen file's name, lower-cased, or '' without one. */
function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Why a chosen file cannot be sent, before sending it: a type the product does not take (by its name; the
 * server decides from its bytes) or a size over the limit. Null when it may go.
 */
export function chosenFileProblem(file: Pick<File, 'name' | 'size'>): MessageDescriptor | null {
  if (!(SUPPORTED_FILE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return uploadErrorMessages.unsupported_file_type;
  if (file.size > DEFAULT_MAX_UPLOAD_BYTES) return uploadErrorMessages.file_too_large;
  return null;
}

/** The message of a refused or failed upload, by the server's error code. */
export function uploadErrorMessage(code: string): MessageDescriptor {
  switch (code) {
    case 'unsupported_file_type':
    case 'file_too_large':
    case 'storage_quota_exceeded':
    case 'not_found':
      return uploadErrorMessages[code];
    default:
      return uploadErrorMessages.other;
  }
}
