import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InspectionEvent } from 'xstate';

// The Stately inspector opens a window; here it is a recorder.
const received: InspectionEvent[] = [];
vi.mock('@statelyai/inspect', () => ({
  createBrowserInspector: () => ({ inspect: { next: (event: InspectionEvent) => received.push(event) } }),
}));

const { createDevInspector } = await import('../../../src/app/inspect');

afterEach(() => {
  sessionStorage.clear();
  received.length = 0;
});

const event = { type: '@xstate.event' } as unknown as InspectionEvent;

describe('the dev inspector (vitest runs as development)', () => {
  it('is off without ?inspect', () => {
    expect(createDevInspector('')).toBeUndefined();
  });

  it('?inspect turns it on for the tab, so it survives the sign-in redirect; ?inspect=0 turns it off', () => {
    expect(createDevInspector('?inspect')).toBeDefined();
    expect(sessionStorage.getItem('zk.inspect')).toBe('1');
    // The return from the sign-in page: /prihlaseni?listek=… without the parameter.
    expect(createDevInspector('?listek=abc')).toBeDefined();
    expect(createDevInspector('?inspect=0')).toBeUndefined();
    expect(createDevInspector('?listek=abc')).toBeUndefined();
  });

  it('buffers what actors report until the inspector has loaded', async () => {
    const inspect = createDevInspector('?inspect')!;
    inspect.next?.(event);
    await vi.waitFor(() => expect(received).toEqual([event]));
    inspect.next?.(event);
    expect(received).toHaveLength(2);
  });
});
