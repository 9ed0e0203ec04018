import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { LoadWhenWanted } from '../../../src/components/LoadWhenWanted';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A lazily loaded part that counts how often its code was asked for. */
function lazyPart() {
  const loads = { count: 0 };
  const Part = lazy(async () => {
    loads.count += 1;
    return { default: ({ open }: { open: boolean }) => <button type="button">{open ? 'Menu otevřené' : 'Menu'}</button> };
  });
  return { Part, loads };
}

function renderSwitcher(Part: ReturnType<typeof lazyPart>['Part']) {
  render(
    <LoadWhenWanted
      renderStandIn={(props) => (
        <button type="button" {...props}>
          Zástupce
        </button>
      )}
      renderLoaded={(openAtOnce) => <Part open={openAtOnce} />}
    />,
  );
}

describe('LoadWhenWanted', () => {
  it('shows the stand-in and does not load the part while the page is still loading', async () => {
    vi.useFakeTimers();
    const { Part, loads } = lazyPart();
    renderSwitcher(Part);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole('button', { name: 'Zástupce' })).toBeTruthy();
    expect(loads.count).toBe(0);
  });

  it('loads the part when the pointer comes over the stand-in, closed', async () => {
    const { Part, loads } = lazyPart();
    renderSwitcher(Part);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Zástupce' }));
    expect(await screen.findByRole('button', { name: 'Menu' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Zástupce' })).toBeNull();
    expect(loads.count).toBe(1);
  });

  it('opens the part as soon as it is there after a click on the stand-in', async () => {
    const { Part } = lazyPart();
    renderSwitcher(Part);
    fireEvent.click(screen.getByRole('button', { name: 'Zástupce' }));
    expect(await screen.findByRole('button', { name: 'Menu otevřené' })).toBeTruthy();
  });

  it('loads the part once the page has settled, but not under the keyboard focus until it leaves', async () => {
    vi.useFakeTimers();
    const { Part, loads } = lazyPart();
    renderSwitcher(Part);
    const standIn = screen.getByRole('button', { name: 'Zástupce' });
    fireEvent.focus(standIn);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(loads.count).toBe(0);
    expect(screen.getByRole('button', { name: 'Zástupce' })).toBe(standIn);

    fireEvent.blur(standIn);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(loads.count).toBe(1);
    expect(screen.getByRole('button', { name: 'Menu' })).toBeTruthy();
  });
});
