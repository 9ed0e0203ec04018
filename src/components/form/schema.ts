import type { z } from 'zod';
import { formFieldName } from '../../../contract/rules';

/**
 * Reading a contract schema for the form layer: which field a validation issue or a server
 * message belongs to, whether a field is required, and its maximum length.
 *
 * Field names follow TanStack Form: 'jmeno', 'adresa.obec', 'rocis[1]'. Issue paths
 * (['rocis', 1]) and the server's `chyby` keys ('rocis.1', dot-joined as contract/rules.ts
 * `fieldErrors` writes them) map to the same names.
 */

/** ['adresa', 'obec'] → 'adresa.obec'; ['rocis', 1] → 'rocis[1]'; [] → '_form' (the contract's rule). */
export const fieldNameOfPath = (path: Parameters<typeof formFieldName>[0]): string => formFieldName(path);

/** A `chyby` key of a 400 answer ('rocis.1', 'aplikaceInfo.instalaceId', '_form') → the field name. */
export const fieldNameOfErrorKey = (key: string): string => formFieldName(key);

/** `chyby` of a 400 → field name → messages. */
export function serverErrorsByField(chyby: Record<string, readonly string[]> | undefined): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const [key, list] of Object.entries(chyby ?? {})) {
    const target = (result[fieldNameOfErrorKey(key)] ??= []);
    for (const message of list) if (!target.includes(message)) target.push(message);
  }
  return result;
}

interface Def {
  type: string;
  in?: z.ZodType;
  out?: z.ZodType;
  innerType?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
}
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under wrappers: optional, nullable, default, the blank-is-absent preprocess, pipes, lazy values. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let i = 0; i < 20; i += 1) {
    const def = defOf(current);
    if (
      (def.type === 'optional' ||
        def.type === 'nullable' ||
        def.type === 'default' ||
        def.type === 'prefault' ||
        def.type === 'readonly' ||
        def.type === 'nonoptional' ||
        def.type === 'catch') &&
      def.innerType
    )
      current = def.innerType;
    else if (def.type === 'pipe' && def.in && def.out) current = defOf(def.in).type === 'transform' ? def.out : def.in;
    else break;
  }
  return current;
}

/** The schema of one field ('adresa.obec', 'rocis[1]'), or undefined when the form schema has no such field. */
export function fieldSchema(schema: z.ZodType, name: string): z.ZodType | undefined {
  const segments = name
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean);
  let current: z.ZodType | undefined = schema;
  for (const segment of segments) {
    if (!current) return undefined;
    const def = defOf(unwrap(current));
    if (def.type === 'object' && def.shape) current = def.shape[segment];
    else if (def.type === 'array' && def.element && /^\d+$/.test(segment)) current = def.element;
    else return undefined;
  }
  return current;
}

/** Required when absent (blank) does not pass the field's own rule: the orange asterisk. */
export function isFieldRequired(schema: z.ZodType, name: string): boolean {
  const field = fieldSchema(schema, name);
  if (!field) return false;
  return !field.safeParse(undefined).success;
}

/** The maximum length of a text field (for the counter 'length / max'), when the schema sets one. */
export function fieldMaxLength(schema: z.ZodType, name: string): number | undefined {
  const field = fieldSchema(schema, name);
  if (!field) return undefined;
  const inner = unwrap(field) as unknown as { maxLength?: number | null };
  return defOf(unwrap(field)).type === 'string' && typeof inner.maxLength === 'number' ? inner.maxLength : undefined;
}
