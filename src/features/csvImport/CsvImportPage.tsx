// /import: a CSV picked, its first rows shown with what each column holds (recognised by its header, corrected
// with a select), then sent with a progress bar, and the server's summary: applications created, duplicates
// skipped, and each refused row with its line and why.
import { useEffect, useId, useMemo, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { APPLICATION_IMPORT_FIELDS, type ApplicationImportField } from '../../../contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { PageTitle } from '../../common/components/PageTitle';
import { PlainButton } from '../../common/components/PlainButton';
import { PlainField } from '../../common/components/PlainField';
import { PlainNotice } from '../../common/components/PlainNotice';
import { PlainSelect, type PlainSelectOption } from '../../common/components/PlainSelect';
import { csvPreview, type CsvPreview } from './csvPreview';
import { csvImportSubmitted, importReset, selectCsvImport } from './csvImportSlice';
import {
  columnSelectLabelMessage,
  createdMessage,
  csvImportMessages as messages,
  duplicatesMessage,
  errorCountMessage,
  FIELD_MESSAGES,
  fileChosenMessage,
  lineErrorMessage,
} from './messages';
import './csvImport.css';

/** The select's value for a column left out: no field is named with a line feed. */
const LEFT_OUT = '\n' as const;

interface PickedFile {
  readonly file: File;
  readonly preview: CsvPreview | null;
}

function failureMessage(errorCode: string) {
  if (errorCode === 'unsupported_file_type') return messages.failedUnsupported;
  if (errorCode === 'file_too_large') return messages.failedTooLarge;
  return messages.failedOther;
}

export function CsvImportPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const importState = useAppSelector(selectCsvImport);
  const inputId = useId();
  const [picked, setPicked] = useState<PickedFile | null>(null);
  const [fields, setFields] = useState<readonly (ApplicationImportField | null)[]>([]);

  // What the last visit showed goes when the page opens again.
  useEffect(() => {
    dispatch(importReset());
  }, [dispatch]);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    dispatch(importReset());
    if (file === undefined) {
      setPicked(null);
      return;
    }
    const preview = csvPreview(new Uint8Array(await file.arrayBuffer()));
    setPicked({ file, preview });
    setFields(preview?.fields ?? []);
  };

  const busy = importState.status === 'uploading' || importState.status === 'importing';
  const chosen = useMemo(() => new Set(fields), [fields]);
  const complete = chosen.has('title') && chosen.has('url');

  const submit = () => {
    if (picked?.preview == null || !complete || busy) return;
    const mapping: Record<string, ApplicationImportField | null> = {};
    picked.preview.headers.forEach((header, index) => {
      mapping[header] = fields[index] ?? null;
    });
    dispatch(csvImportSubmitted({ file: picked.file, mapping }));
  };

  const chooseField = (index: number, value: ApplicationImportField | typeof LEFT_OUT) => {
    const field = value === LEFT_OUT ? null : value;
    // A field goes to one column: the one that held it before is left out.
    setFields(fields.map((current, position) => (position === index ? field : current === field ? null : current)));
  };

  const fieldOptions: PlainSelectOption<ApplicationImportField | typeof LEFT_OUT>[] = [
    { value: LEFT_OUT, label: intl.formatMessage(messages.leaveOut) },
    ...APPLICATION_IMPORT_FIELDS.map((field) => ({ value: field, label: intl.formatMessage(FIELD_MESSAGES[field]) })),
  ];

  return (
    <>
      <PageTitle message={messages.title} />
      <p className="app-import-intro">{intl.formatMessage(messages.intro)}</p>
      <PlainField id={inputId} label={intl.formatMessage(messages.fileLabel)} extra={intl.formatMessage(messages.fileHint)}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept=".csv,text/csv,text/plain"
            className="app-import-file"
            data-testid="csv-import-file"
            disabled={busy}
            onChange={(event) => {
              void pick(event);
            }}
          />
        )}
      </PlainField>

      {picked !== null && picked.preview === null ? (
        <PlainNotice type="error" role="alert" title={intl.formatMessage(messages.unreadable)} data-testid="csv-import-unreadable" />
      ) : null}

      {picked?.preview != null && importState.status !== 'done' ? (
        <section className="app-import-preview">
          <p className="app-text-secondary">{intl.formatMessage(fileChosenMessage, { name: picked.file.name, rows: picked.preview.rows.length })}</p>
          <div className="app-table-scroll">
            <table className="app-table" data-testid="csv-import-preview" aria-label={intl.formatMessage(messages.previewLabel)}>
              <thead>
                <tr>
                  {picked.preview.headers.map((header, index) => (
                    <th key={`${String(index)}-${header}`} scope="col">
                      <span className="app-import-header">{header}</span>
                      <PlainSelect<ApplicationImportField | typeof LEFT_OUT>
                        data-testid="csv-import-column"
                        aria-label={intl.formatMessage(columnSelectLabelMessage, { header })}
                        value={fields[index] ?? LEFT_OUT}
                        onChange={(value) => {
                          chooseField(index, value);
                        }}
                        options={fieldOptions}
                      />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {picked.preview.rows.map((row, rowIndex) => (
                  <tr key={rowIndex}>
                    {picked.preview?.headers.map((_header, index) => <td key={index}>{row[index] ?? ''}</td>)}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {complete ? null : <PlainNotice type="error" title={intl.formatMessage(messages.needsTitleAndUrl)} data-testid="csv-import-incomplete" />}
          <div className="app-import-actions">
            <PlainButton primary data-testid="csv-import-submit" disabled={!complete} loading={busy} onClick={submit}>
              {intl.formatMessage(messages.importButton)}
            </PlainButton>
          </div>
        </section>
      ) : null}

      {importState.status === 'uploading' ? (
        <div className="app-import-progress">
          <progress
            data-testid="csv-import-progress"
            aria-label={intl.formatMessage(messages.uploading)}
            max={Math.max(importState.total, 1)}
            value={importState.loaded}
          />
        </div>
      ) : null}
      {importState.status === 'importing' ? (
        <div className="app-import-progress" role="status" data-testid="csv-import-importing">
          <progress aria-label={intl.formatMessage(messages.uploading)} />
          <span>{intl.formatMessage(messages.importing)}</span>
        </div>
      ) : null}
      {importState.status === 'failed' ? (
        <PlainNotice type="error" role="alert" title={intl.formatMessage(failureMessage(importState.errorCode))} data-testid="csv-import-failed" />
      ) : null}

      {importState.status === 'done' ? (
        <section className="app-import-summary" data-testid="csv-import-summary" aria-labelledby="csv-import-summary-title">
          <h2 id="csv-import-summary-title">{intl.formatMessage(messages.summaryTitle)}</h2>
          <ul role="status">
            <li data-testid="csv-import-created">{intl.formatMessage(createdMessage, { count: importState.summary.created })}</li>
            <li data-testid="csv-import-duplicates">{intl.formatMessage(duplicatesMessage, { count: importState.summary.skipped_duplicates })}</li>
            <li data-testid="csv-import-error-count">{intl.formatMessage(errorCountMessage, { count: importState.summary.errors.length })}</li>
          </ul>
          {importState.summary.errors.length > 0 ? (
            <>
              <h3>{intl.formatMessage(messages.errorsTitle)}</h3>
              <ul className="app-import-errors" data-testid="csv-import-errors">
                {importState.summary.errors.map(({ line, message }) => (
                  <li key={line}>{intl.formatMessage(lineErrorMessage, { line, message })}</li>
                ))}
              </ul>
            </>
          ) : null}
          <div className="app-import-actions">
            <Link className="app-link" to={paths.jobApplications} data-testid="csv-import-see-list">
              {intl.formatMessage(messages.seeList)}
            </Link>
            <PlainButton
              data-testid="csv-import-another"
              onClick={() => {
                setPicked(null);
                setFields([]);
                dispatch(importReset());
              }}
            >
              {intl.formatMessage(messages.another)}
            </PlainButton>
          </div>
        </section>
      ) : null}
    </>
  );
}
