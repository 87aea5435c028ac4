import * as matchers from 'redux-saga-test-plan/matchers';
import { expectSaga } from 'redux-saga-test-plan';
import { throwError } from 'redux-saga-test-plan/providers';
import { fetchBlob, saveBlob } from '../../../../src/api/fileTransfers';
import { ApiError } from '../../../../src/api/httpClient';
import { exportApplicationsSaga } from '../../../../src/features/jobApplications/applicationExportSaga';
import { failureMessages } from '../../../../src/features/jobApplications/messages';
import { finalState, jobSearchReducer, jobSearchState } from './jobSearchSupport';

describe('the CSV export', () => {
  const csv = new Blob(['\ufefftitle,company\r\n'], { type: 'text/csv' });

  it('downloads the account’s CSV with its token and saves it under the name the server gives', async () => {
    const result = await expectSaga(exportApplicationsSaga)
      .withReducer(jobSearchReducer, jobSearchState())
      .provide([
        [matchers.call(fetchBlob, '/api/job_applications/export.csv', 'token-123'), { blob: csv, disposition: 'attachment; filename="job-applications-2026-11-29.csv"' }],
        [matchers.call.fn(saveBlob), undefined],
      ])
      .call(saveBlob, csv, 'job-applications-2026-11-29.csv')
      .run();
    expect(finalState(result).jobApplications.csvExport).toEqual({ status: 'succeeded', error: null });
  });

  it('says the export failed, with its own words, when the server or the network fails, and saves nothing', async () => {
    const saved: unknown[] = [];
    const result = await expectSaga(exportApplicationsSaga)
      .withReducer(jobSearchReducer, jobSearchState())
      .provide([
        [matchers.call.fn(fetchBlob), throwError(new ApiError(500, 'internal', null))],
        {
          call(effect, next) {
            if (effect.fn === saveBlob) saved.push(effect.args);
            return next();
          },
        },
      ])
      .run();
    expect(saved).toEqual([]);
    expect(finalState(result).jobApplications.csvExport).toMatchObject({ status: 'failed', error: { descriptor: failureMessages.export } });
  });
});
