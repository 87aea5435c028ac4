// AI products: the history of the account's AI responses.
export { AiHistoryPage } from './AiHistoryPage';
