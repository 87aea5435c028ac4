// AI products: the history of the account's AI responses, and the products' state and sagas.
export { AiHistoryPage } from './AiHistoryPage';
export { aiSlice } from './aiSlice';
export { watchAi } from './aiSaga';
