/**
 * Writes docs/flows/<flow>.md for every machine: its states, events and transitions as a
 * Mermaid stateDiagram-v2 and as tables — generated from the machine definitions, never drawn
 * by hand. Run with `npm run docs`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { attachmentPickerMachine } from '../machines/attachmentPicker/attachmentPicker.machine';
import { fileDownloadMachine } from '../machines/attachmentPicker/fileDownload.machine';
import { accountTypeMachine } from '../machines/accountType/accountType.machine';
import { configMachine } from '../machines/config/config.machine';
import { dialogQueueMachine } from '../machines/dialogQueue/dialogQueue.machine';
import { loginMachine } from '../machines/login/login.machine';
import { representedPersonMachine } from '../machines/representedPerson/representedPerson.machine';
import { sessionMachine } from '../machines/session/session.machine';
import { osvcOverviewMachine } from '../machines/osvcOverview/osvcOverview.machine';
import { deliveryRequestMachine } from '../machines/deliveryRequest/deliveryRequest.machine';
import { careComplaintMachine } from '../machines/careComplaint/careComplaint.machine';
import { medicineAddMachine } from '../machines/medicineAdd/medicineAdd.machine';
import { secondFactorMachine } from '../machines/secondFactor/secondFactor.machine';
import { nameChangeMachine } from '../machines/nameChange/nameChange.machine';
import { pushSubscriptionMachine } from '../machines/pushSubscription/pushSubscription.machine';
import { emergencyShareMachine } from '../machines/emergencyShare/emergencyShare.machine';
import { programmeClaimMachine } from '../machines/programmeClaim/programmeClaim.machine';
import { careClaimMachine } from '../machines/careClaim/careClaim.machine';
import { messageComposerMachine } from '../machines/messageComposer/messageComposer.machine';
import { newbornRegistrationMachine } from '../machines/newbornRegistration/newbornRegistration.machine';
import { childReRegistrationMachine } from '../machines/childReRegistration/childReRegistration.machine';
import { appointmentBookingMachine } from '../machines/appointmentBooking/appointmentBooking.machine';
import { appointmentMoveMachine } from '../machines/appointmentBooking/appointmentMove.machine';
import { requestLifecycleMachine } from '../machines/requestLifecycle/requestLifecycle.machine';
import { staffStepMachine } from '../machines/staffStep/staffStep.machine';
import { staffReplyMachine } from '../machines/staffReply/staffReply.machine';
import { documentsUploadMachine } from '../machines/documentsUpload/documentsUpload.machine';

interface Flow {
  name: string;
  title: string;
  machine: AnyStateMachine;
  summary: string;
}

const flows: Flow[] = [
  {
    name: 'config',
    title: 'Runtime configuration',
    machine: configMachine,
    summary: 'Loads config.json: spinner, app, or the failure message.',
  },
  {
    name: 'session',
    title: 'Session',
    machine: sessionMachine,
    summary: 'Refresh-token validity, access-token renewal, session-end timer, 401 and logout.',
  },
  { name: 'login', title: 'Login', machine: loginMachine, summary: 'Login address and redirect, ticket exchange, retry.' },
  {
    name: 'accountType',
    title: 'Account type',
    machine: accountTypeMachine,
    summary: 'PRACOVNIK / POJISTENEC / LEKAR / NEZNAMY from the token roles (a staff role first) and the stored choice; the switch.',
  },
  {
    name: 'representedPerson',
    title: 'Represented person',
    machine: representedPersonMachine,
    summary: 'Loads the represented persons, the active index, switching with a toast, read-only.',
  },
  {
    name: 'dialogQueue',
    title: 'Dialog queue',
    machine: dialogQueueMachine,
    summary: 'Dialogs queue so that only one shows at a time; a confirmation runs its action while it shows.',
  },
  {
    name: 'attachmentPicker',
    title: 'Attachment picker',
    machine: attachmentPickerMachine,
    summary: 'File selection rules (format, count, total size), deleted existing attachments.',
  },
  {
    name: 'fileDownload',
    title: 'File download',
    machine: fileDownloadMachine,
    summary: 'The click download of every screen: toasts, one download at a time.',
  },
  {
    name: 'osvcOverview',
    title: 'Self-employed overview wizard',
    machine: osvcOverviewMachine,
    summary: 'Year, tax return, rows, advances and reasons, refund, review with the computed rows, submit, PDF.',
  },
  {
    name: 'deliveryRequest',
    title: 'Delivery request',
    machine: deliveryRequestMachine,
    summary: 'Certificate of no arrears, EHIC and new card: address choice, review, send, confirmation or the server message.',
  },
  {
    name: 'careComplaint',
    title: 'Complaint about care drawn',
    machine: careComplaintMachine,
    summary:
      'Procedures of a care item, reason, anonymity and contact, review, one idempotent send, the REKLAMACE request or the server message.',
  },
  {
    name: 'medicineAdd',
    title: 'Adding a medicine',
    machine: medicineAddMachine,
    summary: 'Product and dates, one idempotent send, the overlap and interaction warnings it brings, confirming them or later.',
  },
  {
    name: 'secondFactor',
    title: 'Second factor',
    machine: secondFactorMachine,
    summary: "'Zabezpečení přihlášení': TOTP on (QR code, first code, recovery codes shown once) and off (with a code).",
  },
  {
    name: 'nameChange',
    title: 'Change of name and titles',
    machine: nameChangeMachine,
    summary: 'Name and titles with the document for a change of name, review, an idempotent send, the request or the changed titles.',
  },
  {
    name: 'pushSubscription',
    title: 'Push notifications on this device',
    machine: pushSubscriptionMachine,
    summary: 'Detect support and permission, subscribe on a tap, unsubscribe, a refused permission, retry.',
  },
  {
    name: 'emergencyShare',
    title: 'Share link of the emergency card',
    machine: emergencyShareMachine,
    summary: 'Validity and language, create once, the link and its QR code shown once, the server’s refusal.',
  },
  {
    name: 'programmeClaim',
    title: 'Programme claim',
    machine: programmeClaimMachine,
    summary: "A health programme's claim: receipt, bank account, documents, review with the server's payout, send once per key.",
  },
  {
    name: 'careClaim',
    title: 'Care and travel claim',
    machine: careClaimMachine,
    summary: 'Reimbursement of care or travel of one kind: dates and amount by its modes, account, documents, review, send once per key.',
  },
  {
    name: 'messageComposer',
    title: 'Message composer',
    machine: messageComposerMachine,
    summary: 'A question or consultation (new or a reply): a resumable draft, files, one send per click, retries with the same key.',
  },
  {
    name: 'newbornRegistration',
    title: 'Newborn registration',
    machine: newbornRegistrationMachine,
    summary: 'Mother, children (twins), birth certificates, branch, review, send, confirmation with the ZVONEK pointer.',
  },
  {
    name: 'childReRegistration',
    title: 'Child re-registration',
    machine: childReRegistrationMachine,
    summary: 'Child, former insurer, addresses from the RÚIAN suggestions, review, send, the day the change takes effect.',
  },
  {
    name: 'appointmentBooking',
    title: 'Appointment at a branch',
    machine: appointmentBookingMachine,
    summary:
      "'Objednat se na pobočku': branch, a free slot of it, the reason, review, one idempotent send; a slot taken meanwhile opens the slots.",
  },
  {
    name: 'appointmentMove',
    title: 'Moving an appointment',
    machine: appointmentMoveMachine,
    summary: 'Another free slot of the same branch, review with the old and new time, the move made at once by the server.',
  },
  {
    name: 'requestLifecycle',
    title: 'Request lifecycle',
    machine: requestLifecycleMachine,
    summary:
      'Every request after it is sent (issue 34): taken by staff, documents asked for and added, approved or refused; the server enforces it (409) and the screens read it.',
  },
  {
    name: 'staffStep',
    title: 'Staff step on a request',
    machine: staffStepMachine,
    summary: 'Převzít at once; Vyžádat doklady and Zamítnout with a required note, Schválit confirmed; a 409 reloads the request.',
  },
  {
    name: 'staffReply',
    title: 'Staff answer in a thread',
    machine: staffReplyMachine,
    summary: 'The insurer’s answer with attachments: checked text, one send, the thread shows it, the form empty again.',
  },
  {
    name: 'documentsUpload',
    title: "The person's 'Doložit doklady'",
    machine: documentsUploadMachine,
    summary:
      'Files (at least one) and a note for a request that waits for documents, one send, a retry, or the end when it no longer waits.',
  },
];

// ---- reading the machine definition ---------------------------------------------------------------

/* The StateNode API of XState v5, as far as this script reads it. */
interface NodeLike {
  key: string;
  id: string;
  path: string[];
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  description?: string;
  states: Record<string, NodeLike>;
  initial?: { target: NodeLike[] };
  transitions: Map<string, TransitionLike[]>;
  always?: TransitionLike[];
  invoke: { id: string; src: unknown }[];
  entry: unknown[];
  exit: unknown[];
}
interface TransitionLike {
  eventType: string;
  target?: NodeLike[];
  actions: unknown[];
  guard?: unknown;
  reenter?: boolean;
}

function nameOf(item: unknown): string {
  if (typeof item === 'string') return item;
  if (item && typeof item === 'object' && 'type' in item) return String((item as { type: unknown }).type);
  if (typeof item === 'function') {
    const typed = item as { type?: string; name?: string };
    if (typed.type && !typed.type.startsWith('xstate.')) return typed.type;
    return typed.type ?? (typed.name || 'inline');
  }
  return String(item);
}

/** Named actions only: XState's own (the timer's xstate.raise, …) are implied by the transitions. */
function actionNames(actions: unknown[]): string[] {
  return actions.map(nameOf).filter((name) => !name.startsWith('xstate.'));
}

function guardOf(guard: unknown): string {
  if (guard === undefined) return '';
  return nameOf(guard);
}

function eventLabel(eventType: string): string {
  let match: RegExpExecArray | null;
  if ((match = /^xstate\.done\.actor\.(.+)$/.exec(eventType))) return `done ${match[1]}`;
  if ((match = /^xstate\.error\.actor\.(.+)$/.exec(eventType))) return `error ${match[1]}`;
  if ((match = /^xstate\.after\.([^.]+)\./.exec(eventType))) return `after ${match[1]}`;
  if (eventType === '') return 'always';
  return eventType;
}

const diagramId = (node: NodeLike) => (node.path.length ? node.path.join('_') : 'root');
const displayPath = (node: NodeLike) => (node.path.length ? node.path.join('.') : '(machine)');

function allNodes(node: NodeLike): NodeLike[] {
  return [node, ...Object.values(node.states).flatMap(allNodes)];
}

interface Row {
  from: NodeLike;
  event: string;
  guard: string;
  targets: NodeLike[];
  actions: string[];
  reenter: boolean;
}

function rowsOf(node: NodeLike): Row[] {
  const rows: Row[] = [];
  for (const [, transitions] of node.transitions) {
    for (const t of transitions) {
      rows.push({
        from: node,
        event: eventLabel(t.eventType),
        guard: guardOf(t.guard),
        targets: t.target ?? [],
        actions: actionNames(t.actions),
        reenter: Boolean(t.reenter),
      });
    }
  }
  for (const t of node.always ?? []) {
    rows.push({
      from: node,
      event: 'always',
      guard: guardOf(t.guard),
      targets: t.target ?? [],
      actions: actionNames(t.actions),
      reenter: Boolean(t.reenter),
    });
  }
  return rows;
}

// ---- rendering -------------------------------------------------------------------------------------

function mermaid(root: NodeLike): string {
  const lines: string[] = ['stateDiagram-v2'];
  const declare = (node: NodeLike, indent: string) => {
    const children = Object.values(node.states);
    if (node.initial?.target.length) lines.push(`${indent}[*] --> ${diagramId(node.initial.target[0])}`);
    for (const child of children) {
      const id = diagramId(child);
      if (Object.keys(child.states).length) {
        lines.push(`${indent}state ${id} {`);
        declare(child, `${indent}  `);
        lines.push(`${indent}}`);
      } else {
        lines.push(`${indent}state "${child.key}" as ${id}`);
      }
      if (child.type === 'final') lines.push(`${indent}${id} --> [*]`);
    }
  };
  declare(root, '  ');
  for (const node of allNodes(root)) {
    for (const row of rowsOf(node)) {
      const label = row.guard ? `${row.event} [${row.guard}]` : row.event;
      const from = row.from.path.length ? diagramId(row.from) : null;
      if (!row.targets.length) {
        if (from) lines.push(`  ${from} --> ${from} : ${label}`);
        continue;
      }
      for (const target of row.targets) {
        if (from) lines.push(`  ${from} --> ${diagramId(target)} : ${label}`);
        else {
          // A machine-level transition applies in every top-level state.
          for (const top of Object.values(root.states)) lines.push(`  ${diagramId(top)} --> ${diagramId(target)} : ${label}`);
        }
      }
    }
  }
  return lines.join('\n');
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function statesTable(root: NodeLike): string {
  const lines = ['| State | Type | Entry actions | Invokes | Description |', '|---|---|---|---|---|'];
  for (const node of allNodes(root).slice(1)) {
    lines.push(
      `| \`${displayPath(node)}\` | ${node.type} | ${cell(actionNames(node.entry).join(', '))} | ${cell(
        node.invoke.map((invoke) => `\`${invoke.id}\``).join(', '),
      )} | ${cell(node.description ?? '')} |`,
    );
  }
  return lines.join('\n');
}

function transitionsTable(root: NodeLike): string {
  const lines = ['| From | Event | Guard | To | Actions |', '|---|---|---|---|---|'];
  for (const node of allNodes(root)) {
    for (const row of rowsOf(node)) {
      const to = row.targets.length
        ? row.targets.map((target) => `\`${displayPath(target)}\`${row.reenter ? ' (re-entered)' : ''}`).join(', ')
        : '(stays)';
      lines.push(
        `| \`${displayPath(row.from)}\` | \`${row.event}\` | ${row.guard ? `\`${row.guard}\`` : ''} | ${to} | ${cell(row.actions.join(', '))} |`,
      );
    }
  }
  return lines.join('\n');
}

function eventsList(root: NodeLike): string {
  const events = new Set<string>();
  for (const node of allNodes(root)) for (const row of rowsOf(node)) events.add(row.event);
  const own = [...events].filter((event) => !/^(done|error|after) |^always$/.test(event)).sort();
  const actors = [...events].filter((event) => /^(done|error) /.test(event)).sort();
  const timers = [...events].filter((event) => /^after /.test(event)).sort();
  return [
    `- Events sent to the machine: ${own.length ? own.map((event) => `\`${event}\``).join(', ') : 'none'}`,
    `- Actor results: ${actors.length ? actors.map((event) => `\`${event}\``).join(', ') : 'none'}`,
    `- Timers: ${timers.length ? timers.map((event) => `\`${event}\``).join(', ') : 'none'}`,
  ].join('\n');
}

function implementationsList(machine: AnyStateMachine): string {
  const impl = machine.implementations as { actors?: object; actions?: object; guards?: object; delays?: object };
  const names = (record?: object) =>
    Object.keys(record ?? {})
      .sort()
      .map((name) => `\`${name}\``)
      .join(', ') || 'none';
  return [
    `- Actors (supplied with \`.provide()\`): ${names(impl.actors)}`,
    `- Actions: ${names(impl.actions)}`,
    `- Guards: ${names(impl.guards)}`,
    `- Delays: ${names(impl.delays)}`,
  ].join('\n');
}

function page(flow: Flow): string {
  const root = flow.machine.root as unknown as NodeLike;
  return `<!-- Generated by \`npm run docs\` (scripts/generate-flows.ts) from machines/${flow.name}/${flow.name}.machine.ts. Do not edit by hand. -->
# ${flow.title} (\`${flow.machine.id}\`)

${flow.summary}

${root.description ?? ''}

Source: [\`machines/${flow.name}/${flow.name}.machine.ts\`](../../machines/${flow.name}/${flow.name}.machine.ts) ·
path tests: [\`tests/machines/${flow.name}.paths.test.ts\`](../../tests/machines/${flow.name}.paths.test.ts)

\`\`\`mermaid
${mermaid(root)}
\`\`\`

## States

${statesTable(root)}

## Events

${eventsList(root)}

## Transitions

${transitionsTable(root)}

## Implementations

${implementationsList(flow.machine)}
`;
}

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, '..', 'docs', 'flows');
mkdirSync(outDir, { recursive: true });
for (const flow of flows) {
  const file = join(outDir, `${flow.name}.md`);
  writeFileSync(file, page(flow));
  console.log(`wrote ${relative(process.cwd(), file)}`);
}
writeFileSync(
  join(outDir, 'README.md'),
  `<!-- Generated by \`npm run docs\` (scripts/generate-flows.ts). Do not edit by hand. -->
# Flows

One page per XState machine, generated from the machine definitions.

${flows.map((flow) => `- [${flow.title}](${flow.name}.md) — ${flow.summary}`).join('\n')}
`,
);
console.log(`wrote ${relative(process.cwd(), join(outDir, 'README.md'))}`);
