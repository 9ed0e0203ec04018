/**
 * Sessions across the tabs of one browser (issue 11). The tabs share the refresh cookie, so:
 * - refreshes run one at a time (a Web Lock): the next tab sends the cookie the previous one got,
 *   instead of racing with the same cookie (the server's grace window covers browsers without
 *   Web Locks);
 * - a tab that refreshed tells the others the new expiry (BroadcastChannel), so an idle tab does
 *   not announce 'Přihlášení vypršelo' while the session lives on in another;
 * - a logout in one tab signs the others out too.
 * Machines never see any of this: the runtime wraps the session's refresh actor and sends it events.
 */
export type TabMessage = { type: 'refreshed'; refreshTokenExpirace: string } | { type: 'loggedOut' };

export interface TabSync {
  /** Runs the task while no other tab of this browser runs one under the same name. */
  exclusive<T>(name: string, task: () => Promise<T>): Promise<T>;
  /** Tells the other tabs (not this one). */
  announce(message: TabMessage): void;
  /** Listens to the other tabs; the returned function stops listening. */
  listen(listener: (message: TabMessage) => void): () => void;
}

const CHANNEL = 'zk.relace';

function isTabMessage(value: unknown): value is TabMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as { type?: unknown; refreshTokenExpirace?: unknown };
  return message.type === 'loggedOut' || (message.type === 'refreshed' && typeof message.refreshTokenExpirace === 'string');
}

/** The browser's Web Locks and BroadcastChannel, where present (each degrades to nothing without them). */
export function browserTabSync(): TabSync {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  const Channel = globalThis.BroadcastChannel as typeof BroadcastChannel | undefined;
  // One channel object sends and receives: a channel never gets its own messages.
  let channel: BroadcastChannel | null = null;
  const open = () => {
    if (Channel) channel ??= new Channel(CHANNEL);
    return channel;
  };
  return {
    exclusive: <T>(name: string, task: () => Promise<T>) =>
      locks ? (locks.request(name, { mode: 'exclusive' }, () => task()) as Promise<T>) : task(),
    announce(message) {
      open()?.postMessage(message);
    },
    listen(listener) {
      const receiver = open();
      if (!receiver) return () => {};
      receiver.onmessage = (event: MessageEvent) => {
        if (isTabMessage(event.data)) listener(event.data);
      };
      return () => {
        receiver.close();
        channel = null;
      };
    },
  };
}

/** No other tabs (tests, or a runtime that should stay on its own). */
export const singleTab: TabSync = {
  exclusive: (_name, task) => task(),
  announce: () => {},
  listen: () => () => {},
};
