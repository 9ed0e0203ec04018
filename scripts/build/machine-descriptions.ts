// The browser build of the state machines without their descriptions.
//
// Every machine and state in machines/ carries a `description`: the flow pages of docs/flows are
// written from them (scripts/generate-flows.ts) and XState keeps them for inspection tools, but the
// app never reads one. The first download carries the session, account-type, represented-person and
// config machines, and their descriptions were 1.5 KB of the entry's gzip (issue 38). So the browser
// build drops every `description` property of a machines/ module whose value is only text: a string,
// a template of texts and names, or a list of strings joined. The tests, the server and the flow pages
// read the machines unchanged.
import MagicString from 'magic-string';
import { parseAst } from 'rolldown/parseAst';
import type { Plugin } from 'vite';

// A minimal view of the ESTree nodes this walk reads.
type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Text whose evaluation does nothing else: string literals, templates and `+` of texts and names, `[...].join(...)`. */
function isText(node: Node): boolean {
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string';
    case 'Identifier':
      return true;
    case 'TemplateLiteral':
      return (node.expressions as Node[]).every(isText);
    case 'BinaryExpression':
      return node.operator === '+' && isText(node.left as Node) && isText(node.right as Node);
    case 'CallExpression': {
      const callee = node.callee as Node;
      return (
        callee.type === 'MemberExpression' &&
        !callee.computed &&
        (callee.property as Node & { name?: string }).name === 'join' &&
        (callee.object as Node).type === 'ArrayExpression' &&
        ((callee.object as Node).elements as Node[]).every((element) => isNode(element) && isText(element)) &&
        (node.arguments as Node[]).every(isText)
      );
    }
    default:
      return false;
  }
}

function isDescription(node: Node): boolean {
  if (node.type !== 'Property' || node.computed || node.kind !== 'init') return false;
  const key = node.key as Node & { name?: string; value?: unknown };
  const name = key.type === 'Identifier' ? key.name : key.type === 'Literal' ? key.value : null;
  return name === 'description' && isText(node.value as Node);
}

/** The module's code without its text-only `description` properties; null when it has none. */
export function withoutDescriptions(code: string): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const edited = new MagicString(code);
  let found = false;
  const visit = (node: Node) => {
    if (isDescription(node)) {
      // the property and the comma after it
      let end = node.end;
      while (/\s/.test(code[end] ?? '')) end += 1;
      edited.remove(node.start, code[end] === ',' ? end + 1 : node.end);
      found = true;
      return;
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach((item) => isNode(item) && visit(item));
      else if (isNode(value)) visit(value);
    }
  };
  visit(parseAst(code, { lang: 'ts' }) as unknown as Node);
  return found ? { code: edited.toString(), map: edited.generateMap({ hires: true }) } : null;
}

export function machineDescriptionsOut(): Plugin {
  return {
    name: 'machine-descriptions-out',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      return /[\\/]machines[\\/][^?]+\.ts$/.test(id) ? withoutDescriptions(code) : null;
    },
  };
}
