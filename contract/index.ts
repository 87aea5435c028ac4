// The contract between the browser app and the server as types and runtime schemas (docs/api.md is written from them).
export * from './limits';
export * from './fields';
export * from './errors';
export * from './applicationDetails';
export * from './applicationCsv';
export * from './applicationOrder';
export * from './entities';
export * from './httpPaths';
export * from './http';
export * from './channelNames';
export * from './channel';
export * from './socketRate';
export * from './requests';
export * from './pushEvents';
export * from './pushes';
export * from './applicationStatuses';
export * from './applicationStatus';
