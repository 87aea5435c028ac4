// In jsdom the ALTCHA module is replaced (see renderApp), so <altcha-widget> is a plain element. These helpers
// play the widget's part: its methods, and the events it dispatches once a challenge is solved.
import { act } from '@testing-library/react';

export interface FakeWidget {
  readonly element: HTMLElement;
  readonly reset: jest.Mock;
}

/** The widget inside the wrapper of this data-testid, given the methods the real one has. */
export function fakeWidget(wrapper: HTMLElement): FakeWidget {
  const element = wrapper.querySelector('altcha-widget');
  if (!(element instanceof HTMLElement)) throw new Error('no <altcha-widget> in the captcha field');
  let state = 'unverified';
  const reset = jest.fn(() => {
    state = 'unverified';
    element.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload: null } }));
  });
  Object.assign(element, { getState: () => state, reset });
  Object.defineProperty(element, 'fakeState', {
    configurable: true,
    set: (next: string) => {
      state = next;
    },
  });
  return { element, reset };
}

/** What the widget does once it solved its challenge: state `verified`, then the `verified` event. */
export function solve(widget: FakeWidget, payload = 'eyJjaGFsbGVuZ2UiOnt9LCJzb2x1dGlvbiI6e319'): void {
  act(() => {
    Object.assign(widget.element, { fakeState: 'verified' });
    widget.element.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
    widget.element.dispatchEvent(new CustomEvent('verified', { detail: { payload } }));
  });
}

export function changeState(widget: FakeWidget, state: string): void {
  act(() => {
    Object.assign(widget.element, { fakeState: state });
    widget.element.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload: null } }));
  });
}
