import { actionTypeYielding, APPLICATION_STATUSES, type DatedActionType, statusMovedBy, statusOfActions } from '../../contract';

const NOW = new Date('2026-11-22T12:00:00.000Z');

function action(type: DatedActionType['type'], date: string): DatedActionType {
  return { type, date };
}

describe('the status of an application', () => {
  it('is new without actions', () => {
    expect(statusOfActions([], NOW)).toBe('new');
  });

  it('follows the latest action that moves it, whatever the order given', () => {
    const actions = [
      action('interview', '2026-11-10T09:00:00.000Z'),
      action('submit', '2026-11-01T09:00:00.000Z'),
      action('negotiation', '2026-11-20T09:00:00.000Z'),
    ];
    expect(statusOfActions(actions, NOW)).toBe('offer');
    expect(statusOfActions([...actions].reverse(), NOW)).toBe('offer');
  });

  it.each([
    ['submit', 'submitted'],
    ['phone_call', 'interviewing'],
    ['video_call', 'interviewing'],
    ['interview', 'interviewing'],
    ['feedback', 'interviewing'],
    ['negotiation', 'offer'],
    ['accepted', 'accepted'],
    ['refused', 'refused'],
  ] as const)('%s makes it %s', (type, status) => {
    expect(statusOfActions([action('submit', '2026-11-01T09:00:00.000Z'), action(type, '2026-11-02T09:00:00.000Z')], NOW)).toBe(status);
  });

  it('is not moved by emails and reminders', () => {
    const actions = [action('interview', '2026-11-10T09:00:00.000Z'), action('reminder', '2026-11-11T09:00:00.000Z'), action('email', '2026-11-12T09:00:00.000Z')];
    expect(statusOfActions(actions, NOW)).toBe('interviewing');
    expect(statusOfActions([action('email', '2026-11-12T09:00:00.000Z')], NOW)).toBe('new');
  });

  it('is not moved by an action still to come', () => {
    const actions = [action('submit', '2026-11-01T09:00:00.000Z'), action('interview', '2026-11-29T09:00:00.000Z')];
    expect(statusOfActions(actions, NOW)).toBe('submitted');
  });
});

describe('the action a move on the board records', () => {
  it.each(APPLICATION_STATUSES.filter((status) => status !== 'new'))('yields %s, as the latest action', (status) => {
    const type = actionTypeYielding(status);
    expect(type).not.toBeNull();
    if (type === null) return;
    expect(statusMovedBy(type)).toBe(status);
    expect(statusOfActions([action('submit', '2026-11-01T09:00:00.000Z'), action(type, NOW.toISOString())], NOW)).toBe(status);
  });

  it('is none for new, which no action yields', () => {
    expect(actionTypeYielding('new')).toBeNull();
  });
});
