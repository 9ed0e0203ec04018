/**
 * Every enumeration of document 1 §4 and document 2 §4 and of this product: the values as
 * `as const` arrays and Czech labels for the screens, free of zod so a screen that shows a label
 * does not load it (each field's schema is in contract/enum-schemas.ts). Codes the spec describes
 * only in words (report type, check-up states, application types, advance types) are this
 * product's choice and are recorded in docs/decisions.md.
 */
// One file per area (enums/), re-exported here: a chunk takes a module whole, so one file of every
// enumeration put all of them into the shared chunk of each signed-in screen; now a screen loads the
// areas it shows.

// The request kinds and states and the staff roles live in boot-enums.ts: the first download needs them
// (the token's staff role, the staff workspace's URL filters) and should not carry every enumeration.
export { requestStates, requestTypes, staffRoles, type RequestState, type RequestType, type StaffRole } from './boot-enums';
export * from './enums/accounts';
export * from './enums/insurance';
export * from './enums/osvc';
export * from './enums/requests';
export * from './enums/benefits';
export * from './enums/communication';
export * from './enums/health';
export * from './enums/addresses';
export * from './enums/applications';
export * from './enums/attachments';
export * from './enums/audit';
export * from './enums/prevention';
export * from './enums/partners';
export * from './enums/medicines';
export * from './enums/lab';
export * from './enums/care';
