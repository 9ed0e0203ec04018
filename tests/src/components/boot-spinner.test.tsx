import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FullPageSpinner } from '../../../src/components/ui/Spinner';

/** What index.html holds in #root: shown from the first paint until the app's first render replaces it. */
function bootMarkup(): string {
  const html = readFileSync(path.join(process.cwd(), 'index.html'), 'utf8');
  const root = html.match(/<div id="root">([\s\S]*?)<\/div>\s*<script type="module"/);
  if (!root) throw new Error('index.html has no #root before the module script');
  // the file is formatted for reading: line breaks between tags and attributes are not part of the markup
  return root[1]!.replace(/\s+/g, ' ').replace(/>\s+</g, '><').replace(/\s+>/g, '>').trim();
}

describe('the spinner of index.html', () => {
  it("is the app's own full-page spinner, so the page looks the same before and after the code has loaded", () => {
    expect(bootMarkup()).toBe(renderToStaticMarkup(<FullPageSpinner />));
  });

  it('says what it is doing to a screen reader', () => {
    expect(bootMarkup()).toContain('role="status"');
    expect(bootMarkup()).toContain('Načítání');
  });
});
