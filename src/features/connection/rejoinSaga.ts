// The channel delivers pushes only while it is joined: what other tabs changed while this one was away (asleep,
// offline, the server restarting) never arrives. Every join after the first of a socket is announced, so that
// each feature asks again for what it holds.
import { createAction } from '@reduxjs/toolkit';
import { put, take } from 'typed-redux-saga';
import { channelStateChanged, closed, opened } from './connectionSlice';

/** The channel joined again after being joined: pushes may have been missed, cached data may be stale. */
export const channelRejoined = createAction('connection/channelRejoined');

type ConnectionChange = ReturnType<typeof opened> | ReturnType<typeof closed> | ReturnType<typeof channelStateChanged>;

export function* watchRejoins() {
  let joinedBefore = false;
  for (;;) {
    const action = yield* take<ConnectionChange>([opened.type, closed.type, channelStateChanged.type]);
    if (!channelStateChanged.match(action)) {
      // New credentials (or none): the next join is a first one, its data loaded afresh.
      joinedBefore = false;
      continue;
    }
    if (action.payload !== 'joined') continue;
    if (joinedBefore) yield* put(channelRejoined());
    joinedBefore = true;
  }
}
