import * as app from './app';
import * as general from './general';
import * as health from './health';
import * as doctor from './doctor';
import * as insurance from './insurance';
import * as communication from './communication';
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
export * from './communication';
export * from './format';
export * from './rules';
export * from './enums';
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
  ...callsOf(communication),
];
