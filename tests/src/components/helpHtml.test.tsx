import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { HelpHtml } from '../../../src/features/shell/helpHtml';

afterEach(cleanup);

function renderHelp(html: string) {
  const { container } = render(<HelpHtml html={html} />);
  return container.firstElementChild as HTMLElement;
}

describe('help text sanitiser', () => {
  it('keeps the allowed subset', () => {
    const root = renderHelp('<p>Ahoj <strong>tučně</strong> a <em>kurzíva</em><br>řádek</p><ul><li>jedna</li></ul><ol><li>dvě</li></ol>');
    expect(root.querySelector('p strong')?.textContent).toBe('tučně');
    expect(root.querySelector('p em')?.textContent).toBe('kurzíva');
    expect(root.querySelector('p br')).not.toBeNull();
    expect(root.querySelector('ul li')?.textContent).toBe('jedna');
    expect(root.querySelector('ol li')?.textContent).toBe('dvě');
  });

  it('drops <script> with its content', () => {
    const root = renderHelp('<p>text</p><script>window.hacked = true</script><p>dál</p>');
    expect(root.querySelector('script')).toBeNull();
    expect(root.textContent).not.toContain('hacked');
    expect(root.textContent).toContain('dál');
  });

  it('drops on* handlers, style and other attributes', () => {
    const root = renderHelp(
      '<p onclick="alert(1)" style="color:red" class="x" id="y">klik</p><img src="x" onerror="alert(1)"><a href="https://www.zpskoda.cz" onmouseover="alert(1)">odkaz</a>',
    );
    const all = Array.from(root.querySelectorAll('*'));
    for (const element of all) {
      for (const attribute of Array.from(element.attributes)) {
        expect(attribute.name.startsWith('on')).toBe(false);
        expect(['style', 'class', 'id']).not.toContain(attribute.name);
      }
    }
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('p')?.textContent).toBe('klik');
  });

  it('keeps http(s) and mailto links, unwraps javascript: links', () => {
    const root = renderHelp(
      '<a href="https://www.zpskoda.cz">web</a> <a href="mailto:kontakt@zpskoda.cz">mail</a> <a href="javascript:alert(1)">zlý</a>',
    );
    const links = Array.from(root.querySelectorAll('a'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://www.zpskoda.cz', 'mailto:kontakt@zpskoda.cz']);
    expect(links[0].getAttribute('rel')).toBe('noopener noreferrer');
    expect(root.textContent).toContain('zlý');
  });

  it('unwraps unknown elements but keeps their text', () => {
    const root = renderHelp('<div><span>vnitřek</span></div><iframe src="x">ven</iframe>');
    expect(root.querySelector('div, span, iframe')).toBeNull();
    expect(root.textContent).toBe('vnitřek');
  });
});
