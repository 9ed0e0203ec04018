/**
 * The unsaved-input registry (issue 37): a form registers while it holds unsent input; switching
 * the person asks only then, and discarding runs each form's own discard once.
 */
import { describe, expect, it, vi } from 'vitest';
import { discardUnsavedInput, hasUnsavedInput, registerUnsavedInput } from '../../../src/app/unsaved-input';

describe('unsaved input', () => {
  it('is there while a form is registered and gone when it unregisters (sent or closed)', () => {
    expect(hasUnsavedInput()).toBe(false);
    const first = registerUnsavedInput(() => undefined);
    const second = registerUnsavedInput(() => undefined);
    expect(hasUnsavedInput()).toBe(true);
    first();
    expect(hasUnsavedInput()).toBe(true);
    second();
    // Unregistering twice does no harm.
    second();
    expect(hasUnsavedInput()).toBe(false);
  });

  it('discarding runs every form’s discard once and forgets them', () => {
    const composer = vi.fn();
    const wizard = vi.fn();
    registerUnsavedInput(composer);
    const unregister = registerUnsavedInput(wizard);
    discardUnsavedInput();
    expect(composer).toHaveBeenCalledTimes(1);
    expect(wizard).toHaveBeenCalledTimes(1);
    expect(hasUnsavedInput()).toBe(false);
    unregister();
    discardUnsavedInput();
    expect(composer).toHaveBeenCalledTimes(1);
  });
});
