import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FutureAction } from '../../../../contract';
import { action, futureAction, ids } from '../jobApplications/jobSearchSupport';
import { liveServer } from '../jobApplications/liveServerStub';
import { renderJobSearch } from '../jobApplications/renderJobSearch';

jest.setTimeout(30_000);

// Around midday UTC, so each falls on the same day in any time zone the tests may run in.
const call = action(ids.action1, ids.app1, 'phone_call', '2026-12-05T11:00:00.000Z', { title: 'Call the recruiter' });
const interview = action(ids.action2, ids.app2, 'interview', '2026-12-05T13:30:00.000Z', { title: 'Technical interview' });
const reminder = action(ids.action3, ids.app1, 'reminder', '2026-12-07T12:00:00.000Z', { title: 'Send the thank-you note' });

const upcoming: FutureAction[] = [
  futureAction(call, 'Frontend engineer', 'Acme'),
  futureAction(interview, 'Platform engineer'),
  futureAction(reminder, 'Frontend engineer', 'Acme'),
];

function serveFuture(items: FutureAction[] = upcoming) {
  liveServer.answer('action.list_future', items).answer('action.get_calendar_feed', '/api/calendar/secret-token-1.ics');
}

function itemIds(): (string | null)[] {
  return screen.queryAllByTestId('future-action-item').map((item) => item.getAttribute('data-id'));
}

function dayHeading(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
}

beforeEach(() => {
  liveServer.reset();
});

describe('the upcoming events page', () => {
  it('lists the upcoming actions soonest first, by day, with their application', async () => {
    serveFuture([upcoming[2]!, upcoming[0]!, upcoming[1]!]);
    renderJobSearch({ path: '/actions/future' });
    await waitFor(() => {
      expect(itemIds()).toEqual([ids.action1, ids.action2, ids.action3]);
    });
    const days = screen.getAllByTestId('future-actions-day');
    expect(days).toHaveLength(2);
    expect(within(days[0]!).getByTestId('future-actions-day-heading')).toHaveTextContent(dayHeading(call.date, 'en-US'));
    expect(within(days[0]!).getAllByTestId('future-action-item')).toHaveLength(2);
    expect(within(days[1]!).getByTestId('future-actions-day-heading')).toHaveTextContent(dayHeading(reminder.date, 'en-US'));

    const first = screen.getAllByTestId('future-action-item')[0]!;
    expect(within(first).getByTestId('future-action-time')).toHaveTextContent(
      new Intl.DateTimeFormat('en-US', { timeStyle: 'short' }).format(new Date(call.date)),
    );
    expect(within(first).getByTestId('future-action-type')).toHaveTextContent('Phone call');
    expect(within(first).getByTestId('future-action-title')).toHaveTextContent('Call the recruiter');
    expect(within(first).getByRole('link', { name: 'Frontend engineer' })).toHaveAttribute('href', `/job_applications/${ids.app1}`);
    expect(within(first).getByTestId('future-action-company')).toHaveTextContent('Acme');
    expect(within(screen.getAllByTestId('future-action-item')[1]!).queryByTestId('future-action-company')).toBeNull();
  });

  it('shows an empty state', async () => {
    serveFuture([]);
    renderJobSearch({ path: '/actions/future' });
    expect(await screen.findByTestId('future-actions-empty')).toHaveTextContent('Nothing planned yet');
  });

  it('shows the failure message with a retry', async () => {
    liveServer.fail('action.list_future', 'internal').answer('action.get_calendar_feed', '/api/calendar/secret-token-1.ics');
    renderJobSearch({ path: '/actions/future' });
    expect(await screen.findByTestId('future-actions-error')).toHaveTextContent('Unable to get user future actions');
    serveFuture();
    fireEvent.click(screen.getByTestId('future-actions-error-retry'));
    await waitFor(() => {
      expect(itemIds()).toHaveLength(3);
    });
  });

  it('follows the changes the server pushes', async () => {
    serveFuture(upcoming.slice(0, 2));
    renderJobSearch({ path: '/actions/future' });
    await waitFor(() => {
      expect(itemIds()).toEqual([ids.action1, ids.action2]);
    });
    serveFuture(upcoming);
    act(() => {
      liveServer.push('created_action', { data: reminder });
    });
    await waitFor(() => {
      expect(itemIds()).toEqual([ids.action1, ids.action2, ids.action3]);
    });
    serveFuture([upcoming[1]!, upcoming[2]!]);
    act(() => {
      liveServer.push('deleted_action', { id: ids.action1, job_application_id: ids.app1 });
    });
    await waitFor(() => {
      expect(itemIds()).toEqual([ids.action2, ids.action3]);
    });
    expect(liveServer.requestsOf('action.list_future')).toHaveLength(3);
  });
});

describe('the calendar feed', () => {
  it('shows the address to subscribe to, and revokes it for a new one after a confirmation', async () => {
    serveFuture();
    liveServer.answer('action.renew_calendar_feed', '/api/calendar/secret-token-2.ics');
    renderJobSearch({ path: '/actions/future' });
    const address = await screen.findByTestId('calendar-feed-url');
    expect(address).toHaveTextContent(`${window.location.origin}/api/calendar/secret-token-1.ics`);
    expect(within(address).getByRole('button')).toBeInTheDocument(); // the copy button
    expect(screen.getByTestId('calendar-feed')).toHaveTextContent(/Google Calendar.*Apple Calendar.*Outlook/);
    expect(screen.getByTestId('calendar-feed')).toHaveTextContent('It changes when you reset your password.');

    expect(screen.getByTestId('calendar-feed-renew')).toHaveTextContent('Revoke and renew the link');
    fireEvent.click(screen.getByTestId('calendar-feed-renew'));
    expect(await screen.findByText('Revoke this link and get a new one?')).toBeInTheDocument();
    expect(screen.getByText(/^The current link stops working at once: calendars subscribed with it stop receiving your events\./)).toBeInTheDocument();
    expect(liveServer.requestsOf('action.renew_calendar_feed')).toEqual([]);
    fireEvent.click(screen.getByTestId('calendar-feed-renew-confirm'));
    await waitFor(() => {
      expect(screen.getByTestId('calendar-feed-url')).toHaveTextContent(`${window.location.origin}/api/calendar/secret-token-2.ics`);
    });
    expect(screen.getByText('The old link no longer works: subscribe again with this new address.')).toBeInTheDocument();
    expect(liveServer.requestsOf('action.renew_calendar_feed')).toHaveLength(1);
  });

  it('shows a failed renewal and keeps the current address', async () => {
    serveFuture();
    liveServer.fail('action.renew_calendar_feed', 'internal');
    renderJobSearch({ path: '/actions/future' });
    await screen.findByTestId('calendar-feed-url');
    fireEvent.click(screen.getByTestId('calendar-feed-renew'));
    fireEvent.click(await screen.findByTestId('calendar-feed-renew-confirm'));
    expect(await screen.findByTestId('calendar-feed-renew-error')).toHaveTextContent('Unable to get the calendar link');
    expect(screen.getByTestId('calendar-feed-url')).toHaveTextContent('secret-token-1');
  });
});

describe('the page in French', () => {
  it('names the days in French and writes French typography', async () => {
    serveFuture();
    renderJobSearch({ path: '/actions/future', locale: 'fr-FR' });
    await waitFor(() => {
      expect(itemIds()).toHaveLength(3);
    });
    const headings = screen.getAllByTestId('future-actions-day-heading').map((heading) => heading.textContent);
    expect(headings).toEqual([dayHeading(call.date, 'fr-FR'), dayHeading(reminder.date, 'fr-FR')]);
    expect(headings[0]).toMatch(/^samedi 5 décembre 2026$/);
    expect(screen.getAllByTestId('future-action-type')[1]).toHaveTextContent('Entretien');
    expect(screen.getByTestId('calendar-feed').textContent).toContain('Outlook («\u00a0S’abonner à partir du web\u00a0»)\u00a0: vos');
    fireEvent.click(await screen.findByTestId('calendar-feed-renew'));
    expect((await screen.findByText(/Révoquer ce lien et en obtenir un nouveau\s\?/)).textContent).toBe('Révoquer ce lien et en obtenir un nouveau\u00a0?');
    expect(screen.getByTestId('calendar-feed')).toHaveTextContent('Elle change quand vous réinitialisez votre mot de passe.');
  });
});
