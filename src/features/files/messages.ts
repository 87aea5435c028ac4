import { defineMessage, defineMessages } from 'react-intl';

export const filesMessages = defineMessages({
  listTitle: {
    id: 'files.list.title',
    defaultMessage: 'Files',
    description: 'Title of the page listing the uploaded files (resumes, cover letters)',
  },
  selectionTitle: {
    id: 'files.selection.title',
    defaultMessage: 'Select files',
    description: 'Title of the page where the user picks files',
  },
  upload: {
    id: 'files.upload',
    defaultMessage: 'Upload a file',
    description: 'Button that opens the upload dialog',
  },
  uploadAndLink: {
    id: 'files.uploadAndLink',
    defaultMessage: 'Upload and link',
    description: 'Button of an application’s Files tab that uploads a file and links it to the application',
  },
  linkExisting: {
    id: 'files.linkExisting',
    defaultMessage: 'Link files',
    description: 'Button of an application’s Files tab that opens the page to choose files to link',
  },
  empty: {
    id: 'files.empty',
    defaultMessage: 'No files yet. Upload your resume or a cover letter to keep it at hand.',
    description: 'Shown on the files page when the account has no file',
  },
  applicationEmpty: {
    id: 'files.applicationEmpty',
    defaultMessage: 'No file is linked to this application yet.',
    description: 'Shown in an application’s Files tab when no file is linked',
  },
  loading: {
    id: 'files.loading',
    defaultMessage: 'Loading files…',
    description: 'Shown while the files are loaded',
  },
  retry: {
    id: 'files.retry',
    defaultMessage: 'Try again',
    description: 'Button that loads the files again after a failure',
  },
  edit: {
    id: 'files.edit',
    defaultMessage: 'Edit',
    description: 'Button that opens the dialog to change a file’s description, type and name',
  },
  download: {
    id: 'files.download',
    defaultMessage: 'Download',
    description: 'Button that downloads a file',
  },
  downloadFailed: {
    id: 'files.downloadFailed',
    defaultMessage: 'The file could not be downloaded. Please try again.',
    description: 'Shown when a download failed',
  },
  delete: {
    id: 'files.delete',
    defaultMessage: 'Delete',
    description: 'Button that deletes a file',
  },
  deleteConfirm: {
    id: 'files.deleteConfirm',
    defaultMessage: 'Delete this file? It is also removed from the applications it is linked to.',
    description: 'Question asked before deleting a file',
  },
  unlink: {
    id: 'files.unlink',
    defaultMessage: 'Unlink',
    description: 'Button of an application’s Files tab that removes a file from the application (the file stays)',
  },
  unlinkConfirm: {
    id: 'files.unlinkConfirm',
    defaultMessage: 'Remove this file from the application? The file itself stays in your files.',
    description: 'Question asked before unlinking a file from an application',
  },
  confirm: {
    id: 'files.confirm',
    defaultMessage: 'Yes',
    description: 'Button that confirms a deletion or an unlink',
  },
  cancel: {
    id: 'files.cancel',
    defaultMessage: 'Cancel',
    description: 'Button that closes a dialog or stops an upload',
  },
  save: {
    id: 'files.save',
    defaultMessage: 'Save',
    description: 'Button that saves a file’s changes',
  },
  choose: {
    id: 'files.choose',
    defaultMessage: 'Choose this file',
    description: 'Checkbox of the selection page that adds a file to the ones to link',
  },
  alreadyLinked: {
    id: 'files.alreadyLinked',
    defaultMessage: 'Already linked',
    description: 'Shown beside a file on the selection page when it is linked to the application already',
  },
  backToApplication: {
    id: 'files.backToApplication',
    defaultMessage: 'Back to the application',
    description: 'Link from the selection page back to the application’s Files tab',
  },
  noApplication: {
    id: 'files.noApplication',
    defaultMessage: 'Open this page from an application’s Files tab to choose files for it.',
    description: 'Shown on the selection page when it was opened without an application',
  },
});

export const fileTypeMessages = defineMessages({
  resume: {
    id: 'files.type.resume',
    defaultMessage: 'Resume',
    description: 'File type: a resume (CV)',
  },
  cover_letter: {
    id: 'files.type.coverLetter',
    defaultMessage: 'Cover letter',
    description: 'File type: a cover letter',
  },
});

export const fileFieldMessages = defineMessages({
  file: {
    id: 'files.field.file',
    defaultMessage: 'Click or drop a file here (PDF, Word, PNG or JPEG)',
    description: 'Text of the upload dialog’s drop zone',
  },
  fileRequired: {
    id: 'files.field.fileRequired',
    defaultMessage: 'Please choose a file',
    description: 'Error when the upload form is sent without a file',
  },
    description: {
    id: 'files.field.description',
    defaultMessage: 'Description',
    description: 'Label of a file’s description field',
  },
  descriptionRequired: {
    id: 'files.field.descriptionRequired',
    defaultMessage: 'Please enter a description',
    description: 'Error when the description is missing',
  },
  type: {
    id: 'files.field.type',
    defaultMessage: 'Type',
    description: 'Label of a file’s type field (resume or cover letter)',
  },
  filename: {
    id: 'files.field.filename',
    defaultMessage: 'File name',
    description: 'Label of a file’s name field, used when it is downloaded',
  },
  filenameRequired: {
    id: 'files.field.filenameRequired',
    defaultMessage: 'Please enter a file name',
    description: 'Error when the file name is missing',
  },
  uploading: {
    id: 'files.uploading',
    defaultMessage: 'Uploading…',
    description: 'Shown beside the progress bar while a file is sent',
  },
  uploaded: {
    id: 'files.uploaded',
    defaultMessage: 'File uploaded',
    description: 'Shown once a file is uploaded',
  },
});

export const descriptionTooShortMessage = defineMessage<{ min: number }>({
  id: 'files.field.descriptionTooShort',
  defaultMessage: 'The description must be at least {min} characters long',
  description: 'Error when the description is too short',
});
export const descriptionTooLongMessage = defineMessage<{ max: number }>({
  id: 'files.field.descriptionTooLong',
  defaultMessage: 'The description must be at most {max} characters long',
  description: 'Error when the description is too long',
});
export const filenameTooShortMessage = defineMessage<{ min: number }>({
  id: 'files.field.filenameTooShort',
  defaultMessage: 'The file name must be at least {min} characters long',
  description: 'Error when the file name is too short',
});
export const filenameTooLongMessage = defineMessage<{ max: number }>({
  id: 'files.field.filenameTooLong',
  defaultMessage: 'The file name must be at most {max} characters long',
  description: 'Error when the file name is too long',
});

/** What a refused upload tells the person (the first two are the spec's words). */
export const uploadErrorMessages = defineMessages({
  unsupported_file_type: {
    id: 'files.error.unsupportedType',
    defaultMessage: 'File type is not supported',
    description: 'Error when the chosen or uploaded file is not a PDF, Word document, PNG or JPEG',
  },
  file_too_large: {
    id: 'files.error.tooLarge',
    defaultMessage: 'File is too large',
    description: 'Error when the chosen or uploaded file is over the size limit',
  },
  storage_quota_exceeded: {
    id: 'files.error.quota',
    defaultMessage: 'Your files take all the space allowed. Delete some files to upload new ones.',
    description: 'Error when the account’s storage quota is reached',
  },
  not_found: {
    id: 'files.error.applicationGone',
    defaultMessage: 'This application no longer exists.',
    description: 'Error when uploading to an application that was deleted meanwhile',
  },
  other: {
    id: 'files.error.other',
    defaultMessage: 'The file could not be uploaded. Please try again.',
    description: 'Error when an upload failed for another reason (network, server)',
  },
});

export const filePreviewMessage = defineMessage<{ filename: string }>({
  id: 'files.preview',
  defaultMessage: 'Preview of {filename}',
  description: 'Accessible name of a file’s thumbnail, which opens a larger preview',
});

export const linkSelectedMessage = defineMessage<{ count: number }>({
  id: 'files.linkSelected',
  defaultMessage: '{count, plural, =0 {Link the selected files} one {Link # file} other {Link # files}}',
  description: 'Button of the selection page that links the chosen files to the application',
});
