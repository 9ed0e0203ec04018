import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { LoadWhenWanted } from '../../../src/components/LoadWhenWanted';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A lazily loaded part whose code fetches are counted. */
function lazyPart() {
  const fetches = { count: 0 };
  const load = async () => {
    fetches.count += 1;
    return { default: () => <button type="button">Menu otevřené</button> };
  };
  return { Part: lazy(load), load, fetches };
}

function renderSwitcher({ Part, load }: ReturnType<typeof lazyPart>) {
  render(
    <LoadWhenWanted
      preload={load}
      renderStandIn={(props) => (
        <button type="button" {...props}>
          Zástupce
        </button>
      )}
      renderLoaded={() => <Part />}
    />,
  );
}

describe('LoadWhenWanted', () => {
  it('shows the stand-in and fetches nothing while the page is still loading', async () => {
    vi.useFakeTimers();
    const part = lazyPart();
    renderSwitcher(part);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole('button', { name: 'Zástupce' })).toBeTruthy();
    expect(part.fetches.count).toBe(0);
  });

  it('fetches the code ahead once the page has settled, and leaves the stand-in in place', async () => {
    vi.useFakeTimers();
    const part = lazyPart();
    renderSwitcher(part);
    const standIn = screen.getByRole('button', { name: 'Zástupce' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(part.fetches.count).toBe(1);
    expect(screen.getByRole('button', { name: 'Zástupce' })).toBe(standIn);
  });

  it('fetches the code ahead when the pointer comes over the stand-in or it takes the focus', () => {
    const part = lazyPart();
    renderSwitcher(part);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Zástupce' }));
    expect(part.fetches.count).toBe(1);
    fireEvent.focus(screen.getByRole('button', { name: 'Zástupce' }));
    expect(screen.getByRole('button', { name: 'Zástupce' })).toBeTruthy();
  });

  it('opens the part as soon as it is there after a click on the stand-in', async () => {
    const part = lazyPart();
    renderSwitcher(part);
    fireEvent.click(screen.getByRole('button', { name: 'Zástupce' }));
    expect(await screen.findByRole('button', { name: 'Menu otevřené' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Zástupce' })).toBeNull();
  });
});
