// Capturing a posting: /capture (fed by the bookmarklet, a phone's share sheet or a pasted address), and the
// bookmarklet's link that /help offers too.
export { CaptureWays } from './BookmarkletLink';
export { watchCapture } from './captureSaga';
export { captureSlice } from './captureSlice';
