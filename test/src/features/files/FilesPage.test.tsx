// /files in jsdom with the stub server behind the live channel: the list, its empty state, the upload dialog's
// checks before anything is sent, in both languages, and a deletion after its confirmation.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { liveServer } from '../jobApplications/liveServerStub';
import { renderJobSearch } from '../jobApplications/renderJobSearch';
import { fileIds, storedFile } from './filesSupport';

// The upload dialog's checks fill a form field by field in jsdom: over 5 s on a loaded 2-core machine.
jest.setTimeout(20_000);

beforeEach(() => {
  liveServer.reset();
});

const resume = storedFile(fileIds.resume, '2026-11-20T10:00:00.000Z', { description: 'Resume, English', filename: 'jane-doe.pdf' });

function chooseFile(name: string, bytes = 10) {
  const input = document.querySelector<HTMLInputElement>('[data-testid="upload-dialog"] input[type="file"]');
  if (input === null) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [new File([new Uint8Array(bytes)], name, { type: 'application/pdf' })] } });
}

describe('the files page', () => {
  it('lists the account’s files with their type and name, and the icon of their type before a thumbnail exists', async () => {
    liveServer.on('file.list_recent', () => ({ data: [resume] }));
    renderJobSearch({ path: '/files' });
    const row = await screen.findByTestId('file-row');
    expect(within(row).getByTestId('file-description')).toHaveTextContent('Resume, English');
    expect(within(row).getByTestId('file-filename')).toHaveTextContent('jane-doe.pdf');
    expect(row).toHaveTextContent('Resume');
    // No thumbnail rendered yet: the icon of its type.
    expect(within(row).getByTestId('file-icon')).toBeInTheDocument();
  });

  it.each([
    ['en-US', 'No files yet. Upload your resume or a cover letter to keep it at hand.'],
    ['fr-FR', 'Aucun fichier pour l’instant. Téléversez votre CV ou une lettre de motivation pour l’avoir sous la main.'],
  ] as const)('says so when there is no file (%s)', async (locale, message) => {
    liveServer.on('file.list_recent', () => ({ data: [] }));
    renderJobSearch({ path: '/files', locale });
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it.each([
    ['en-US', 'Please enter a description', 'File type is not supported', 'The description must be at least 5 characters long'],
    ['fr-FR', 'Veuillez saisir une description', 'Ce type de fichier n’est pas pris en charge', 'La description doit contenir au moins 5 caractères'],
  ] as const)('checks the form and the chosen file before sending anything (%s)', async (locale, missing, unsupported, tooShort) => {
    liveServer.on('file.list_recent', () => ({ data: [] }));
    renderJobSearch({ path: '/files', locale });
    fireEvent.click(await screen.findByTestId('files-upload'));
    await screen.findByTestId('upload-dialog');
    chooseFile('notes.txt');
    expect(await screen.findByTestId('upload-file-error')).toHaveTextContent(unsupported);
    chooseFile('resume.pdf');
    await waitFor(() => {
      expect(screen.getByTestId('upload-filename')).toHaveValue('resume.pdf');
    });
    expect(screen.queryByTestId('upload-file-error')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('upload-submit'));
    expect(await screen.findByText(missing)).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('upload-description'), { target: { value: 'abc' } });
    expect(await screen.findByText(tooShort)).toBeInTheDocument();
    expect(screen.queryByTestId('upload-progress')).not.toBeInTheDocument();
  });

  it('refuses a file over the size limit before sending it', async () => {
    liveServer.on('file.list_recent', () => ({ data: [] }));
    renderJobSearch({ path: '/files' });
    fireEvent.click(await screen.findByTestId('files-upload'));
    await screen.findByTestId('upload-dialog');
    chooseFile('huge.pdf', 10 * 1024 * 1024 + 1);
    expect(await screen.findByTestId('upload-file-error')).toHaveTextContent('File is too large');
  });

  it('deletes a file after its confirmation', async () => {
    liveServer.on('file.list_recent', () => ({ data: [resume] }));
    liveServer.on('file.delete', () => ({ data: 'success' }));
    renderJobSearch({ path: '/files' });
    fireEvent.click(within(await screen.findByTestId('file-row')).getByTestId('file-delete'));
    fireEvent.click(await screen.findByTestId('file-delete-confirm'));
    expect(await screen.findByTestId('files-empty')).toBeInTheDocument();
    expect(liveServer.requestsOf('file.delete')).toEqual([{ id: fileIds.resume }]);
  });
});
