import type { z } from 'zod';
import { messages } from '../../contract/messages';

/** The messages a schema gives for a value, or [] when it passes. */
export function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** The parsed value; fails the test with the messages when the value does not pass. */
export function parsed<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new Error(`Expected ${JSON.stringify(value)} to pass, got: ${result.error.issues.map((i) => i.message).join(' | ')}`);
  return result.data;
}

/** Every Czech message of contract/messages.ts, templates turned into patterns. */
const knownPatterns: RegExp[] = Object.values(messages).map((entry) => {
  if (typeof entry === 'string') return new RegExp(`^${escape(entry)}$`);
  const sample = (() => {
    try {
      return (entry as (value: unknown) => string)('\u0000');
    } catch {
      return (entry as (value: unknown) => string)(['\u0000']);
    }
  })();
  return new RegExp(`^${sample.split('\u0000').map(escape).join('.+')}$`);
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function isKnownMessage(message: string): boolean {
  return knownPatterns.some((pattern) => pattern.test(message));
}
