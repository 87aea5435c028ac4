// AI products: an application's AI tab (the products, the generation as it is written, the application's
// responses), the history of the account's responses, each response's own page, and the responses made from
// a file, which the files pages show under a file's preview (this feature reads the files cache; the files
// feature imports nothing of this one).
export { AiHistoryPage } from './AiHistoryPage';
export { AiResponsePage } from './AiResponsePage';
export { aiSlice } from './aiSlice';
export { watchAi } from './aiSaga';
export { AiTab } from './AiTab';
export { renderResponsesForFile, ResponsesForFile } from './ResponsesForFile';
