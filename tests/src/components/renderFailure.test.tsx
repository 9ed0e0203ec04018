import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RenderBoundary } from '../../../src/components/RenderFailure';
import { NotAvailableScreen } from '../../../src/components/Page';

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

describe('screens not built yet', () => {
  it('show their title and the exact sentence', () => {
    render(<NotAvailableScreen title="Očkování" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Očkování');
    expect(screen.getByText('Tato funkce není dostupná.')).toBeTruthy();
  });
});
