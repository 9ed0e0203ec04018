import { Fragment, createElement, type ReactNode } from 'react';

/**
 * The help text (napoveda.popis) arrives as a small HTML subset. It is parsed with
 * DOMParser (which never runs scripts) and rebuilt as React elements from an allow-list:
 * p, ul, ol, li, strong, em, br, and a with an http(s) or mailto href. Attributes other
 * than href are dropped, so on* handlers and style never reach the page; script, style and
 * similar elements are dropped with their content; other elements are unwrapped.
 */
const ALLOWED = new Set(['p', 'ul', 'ol', 'li', 'strong', 'em', 'br', 'a']);
const ALIASES: Record<string, string> = { b: 'strong', i: 'em' };
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'noscript',
  'svg',
  'math',
  'head',
  'title',
  'textarea',
  'select',
]);
const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

function convert(node: Node, key: string): ReactNode {
  if (node.nodeType === 3 /* text */) return node.textContent;
  if (node.nodeType !== 1 /* element */) return null;
  const element = node as Element;
  const raw = element.tagName.toLowerCase();
  if (DROP_WITH_CONTENT.has(raw)) return null;
  const tag = ALIASES[raw] ?? raw;
  const children = Array.from(element.childNodes, (child, index) => convert(child, `${key}.${index}`));
  if (!ALLOWED.has(tag)) return createElement(Fragment, { key }, ...children);
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a') {
    const href = (element.getAttribute('href') ?? '').trim();
    if (!SAFE_HREF.test(href)) return createElement(Fragment, { key }, ...children);
    const external = /^https?:/i.test(href);
    return createElement('a', { key, href, ...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {}) }, ...children);
  }
  return createElement(tag, { key }, ...children);
}

/** Parses the help HTML and returns safe React nodes. */
export function sanitizeHelpHtml(html: string): ReactNode {
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, ' ');
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return Array.from(doc.body.childNodes, (node, index) => convert(node, String(index)));
}

export function HelpHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className}>{sanitizeHelpHtml(html)}</div>;
}
