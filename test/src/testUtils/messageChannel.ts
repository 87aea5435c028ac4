// jsdom has no MessageChannel; antd's Form (rc-component/form) uses one to defer its watchers to a macrotask.
// This stand-in delivers each message in a timer, which is all that use needs. (Node's own MessageChannel
// would keep Jest's process alive through its open ports.) Imported by the helpers that render forms.
interface PortLike {
  onmessage: ((event: { data: unknown }) => void) | null;
  postMessage: (data: unknown) => void;
  close: () => void;
}

class TimerMessageChannel {
  readonly port1: PortLike;
  readonly port2: PortLike;

  constructor() {
    const port = (target: () => PortLike): PortLike => ({
      onmessage: null,
      postMessage: (data) => {
        setTimeout(() => {
          target().onmessage?.({ data });
        }, 0);
      },
      close: () => undefined,
    });
    this.port1 = port(() => this.port2);
    this.port2 = port(() => this.port1);
  }
}

if (!('MessageChannel' in globalThis)) {
  Object.assign(globalThis, { MessageChannel: TimerMessageChannel });
}
