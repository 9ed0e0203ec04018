import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RenderBoundary } from '../../../src/components/RenderFailure';
import { Page } from '../../../src/components/Page';
import { NotAvailableNotice } from '../../../src/components/NotAvailableNotice';

afterEach(cleanup);

function Broken(): never {
  throw new Error('kaput');
}

describe('render failure boundary', () => {
  it("shows 'Vykreslení se nezdařilo' with collapsible details", async () => {
    const original = console.error;
    console.error = () => {};
    try {
      render(
        <RenderBoundary>
          <Broken />
        </RenderBoundary>,
      );
    } finally {
      console.error = original;
    }
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Vykreslení se nezdařilo');
    const toggle = screen.getByRole('button', { name: /Podrobnosti/ });
    await userEvent.click(toggle);
    expect(screen.getByText(/kaput/)).toBeTruthy();
  });
});

describe('a part that cannot be used', () => {
  it('keeps the screen title and says the exact sentence', () => {
    render(
      <Page title="Očkování">
        <NotAvailableNotice />
      </Page>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Očkování');
    expect(screen.getByText('Tato funkce není dostupná.')).toBeTruthy();
  });
});
