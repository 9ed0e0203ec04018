import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorDisplay } from '../../../src/components/ErrorDisplay';
import { ApiRequestError } from '../../../src/lib/api-client';
import { messages } from '../../../contract/messages';

afterEach(cleanup);

const body = (over: Record<string, unknown>) => ({ status: 500, typ: 'CHYBA' as const, chybaId: 'E-123456', ...over });

describe('ErrorDisplay', () => {
  it('no response: Spojení se serverem je nedostupné.', () => {
    render(<ErrorDisplay error={new ApiRequestError({ status: 404, kind: 'no-response', message: 'x' })} />);
    expect(screen.getByRole('alert').textContent).toContain('Spojení se serverem je nedostupné.');
  });

  it("no response with a retry: 'Zkusit znovu' next to the message tries the call again; without one there is no button", async () => {
    const calls: string[] = [];
    const error = new ApiRequestError({ status: 404, kind: 'no-response', message: 'x' });
    const { unmount } = render(<ErrorDisplay error={error} onRetry={() => calls.push('retry')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(calls).toEqual(['retry']);
    unmount();
    render(<ErrorDisplay error={error} />);
    expect(screen.queryByRole('button', { name: 'Zkusit znovu' })).toBeNull();
  });

  it('503 maintenance: the server message and the insurer logo, no logo when small', () => {
    const error = new ApiRequestError({
      status: 503,
      kind: 'http',
      message: 'x',
      body: body({ status: 503, typ: 'ODSTAVKA', detail: 'Probíhá údržba do 18:00.' }),
    });
    const { container, unmount } = render(<ErrorDisplay error={error} />);
    expect(screen.getByRole('alert').textContent).toContain('Probíhá údržba do 18:00.');
    expect(container.querySelector('svg rect')).not.toBeNull();
    unmount();
    const small = render(<ErrorDisplay error={error} small />);
    expect(screen.getByRole('alert').textContent).toContain('Probíhá údržba do 18:00.');
    expect(small.container.querySelector('svg rect')).toBeNull();
  });

  it('500 without a body: the two texts', () => {
    render(<ErrorDisplay error={new ApiRequestError({ status: 500, kind: 'http', message: 'x' })} />);
    const text = screen.getByRole('alert').textContent ?? '';
    expect(text).toContain('Interní chyba serveru.');
    expect(text).toContain('Zkuste to prosím později.');
  });

  it('500 with a body: the apology and a collapsible Detail chyby with the error id', async () => {
    render(<ErrorDisplay error={new ApiRequestError({ status: 500, kind: 'http', message: 'x', body: body({}) })} />);
    expect(screen.getByRole('alert').textContent).toContain(messages.serverError);
    expect(messages.serverError).toBe('Omlouváme se, něco se pokazilo na naší straně. Pracujeme na nápravě. Zkuste to prosím později.');
    const toggle = screen.getByRole('button', { name: /Detail chyby/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('E-123456')).toBeTruthy();
  });

  it('other errors: the message in the spec red, bold and large', () => {
    render(
      <ErrorDisplay
        error={
          new ApiRequestError({
            status: 404,
            kind: 'http',
            message: 'x',
            body: body({ status: 404, typ: 'NENALEZENO', detail: 'Záznam neexistuje.' }),
          })
        }
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Záznam neexistuje.');
    const paragraph = alert.querySelector('p');
    expect(paragraph?.className).toMatch(/c_danger\.spec|danger/);
  });

  it('accepts an already described error', () => {
    render(<ErrorDisplay error={{ kind: 'no-response', message: messages.noConnection }} />);
    expect(screen.getByRole('alert').textContent).toContain('Spojení se serverem je nedostupné.');
  });
});
