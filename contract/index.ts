import * as app from './app';
import * as general from './general';
import * as health from './health';
import * as doctor from './doctor';
import * as insurance from './insurance';
import * as care from './care';
import * as prevention from './prevention';
import * as medicines from './medicines';
import * as partners from './partners';
import * as lab from './lab';
import * as security from './security';
import * as audit from './audit';
import * as settings from './settings';
import * as benefits from './benefits';
import * as vitalitasProgrammes from './vitalitas-programmes';
import * as communication from './communication';
import * as status from './status';
import * as family from './family';
import * as staff from './staff';
import * as appointments from './appointments';
import * as notifications from './notifications';
import * as coreSystem from './core-system';
import type { AnyCall } from './define';

export * from './define';
export * from './messages';
export * from './errors';
export * from './ids';
export * from './app';
export * from './general';
export * from './health';
export * from './doctor';
export * from './insurance';
export * from './care';
export * from './prevention';
export * from './medicines';
export * from './partners';
export * from './lab';
export * from './security';
export * from './audit';
export * from './settings';
export * from './help';
export * from './benefits';
export * from './vitalitas-programmes';
export * from './bank-codes';
export * from './branches';
export * from './communication';
export * from './status';
export * from './family';
export * from './staff';
export * from './appointments';
export * from './notifications';
export * from './core-system';
export * from './format';
export * from './rules';
export * from './bank-account';
export * from './enums';
export * from './enum-schemas';
export * from './entities';
export * from './osvc-calculation';
export * from './spayd';
export * from './person';

function callsOf(module: Record<string, unknown>): AnyCall[] {
  return Object.values(module).filter(
    (value): value is AnyCall => typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value,
  );
}

/** Every call of the contract; the server registers and the OpenAPI document lists exactly these. */
export const allCalls: AnyCall[] = [
  ...callsOf(app),
  ...callsOf(general),
  ...callsOf(health),
  ...callsOf(doctor),
  ...callsOf(insurance),
  ...callsOf(care),
  ...callsOf(prevention),
  ...callsOf(medicines),
  ...callsOf(partners),
  ...callsOf(lab),
  ...callsOf(security),
  ...callsOf(audit),
  ...callsOf(settings),
  ...callsOf(benefits),
  ...callsOf(vitalitasProgrammes),
  ...callsOf(communication),
  ...callsOf(status),
  ...callsOf(family),
  ...callsOf(staff),
  ...callsOf(appointments),
  ...callsOf(notifications),
  ...callsOf(coreSystem),
];
