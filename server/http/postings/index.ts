// Capturing a posting: reading a job board's page into the fields of a new application.
export { registerExtractPostingRoute } from './extractPostingRoute';
export type { PostingRouteOptions } from './postingRouteOptions';
