// The seal of calendar feed tokens for tests that make feeds without an app's key. The feed's route finds an
// address by its digest, so a feed sealed with any key is served; tests that run an app and ask it for the
// address again use the app's key instead (createCalendarFeedSeal(testApp.secret)).
import crypto from 'node:crypto';
import { type CalendarFeedSeal, createCalendarFeedSeal } from '../../server/domain/actions/calendarFeedSeal';

export function testFeedSeal(): CalendarFeedSeal {
  return createCalendarFeedSeal(crypto.randomBytes(32));
}
