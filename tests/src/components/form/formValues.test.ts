import { describe, expect, it, vi } from 'vitest';
import { FormValues, readPath } from '../../../../src/components/form/form-values';

type Values = { jmeno: string; adresa: { obec: string; psc: string }; rocis: string[] };
const defaults = (): Values => ({ jmeno: '', adresa: { obec: '', psc: '' }, rocis: ['1', '2'] });

describe('the values of a form', () => {
  it('changes a nested field and an array item immutably, and tells its subscribers', () => {
    const form = new FormValues(defaults());
    const before = form.state.values;
    const listener = vi.fn();
    const subscription = form.store.subscribe(listener);
    form.setFieldValue('adresa.obec', 'Brno');
    form.setFieldValue('rocis[1]', '3');
    expect(form.state.values).toEqual({ jmeno: '', adresa: { obec: 'Brno', psc: '' }, rocis: ['1', '3'] });
    expect(before).toEqual(defaults());
    expect(form.state.values.adresa).not.toBe(before.adresa);
    expect(listener).toHaveBeenCalledTimes(2);
    subscription.unsubscribe();
    form.setFieldValue('jmeno', 'Jana');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(readPath(form.state.values, 'rocis[0]')).toBe('1');
    expect(form.getFieldValue('adresa.obec')).toBe('Brno');
  });

  it('follows new default values until a field is touched, and reset goes back to them', () => {
    const form = new FormValues(defaults());
    form.updateDefaults({ ...defaults(), jmeno: 'Jana' });
    expect(form.state.values.jmeno).toBe('Jana');
    form.setFieldValue('jmeno', 'Petr');
    form.updateDefaults({ ...defaults(), jmeno: 'Eva' });
    expect(form.state.values.jmeno).toBe('Petr');
    form.reset();
    expect(form.state.values.jmeno).toBe('Eva');
  });

  it('reset with values makes them the new defaults', () => {
    const form = new FormValues(defaults());
    form.reset({ ...defaults(), jmeno: 'Jana' });
    form.setFieldValue('jmeno', 'Petr');
    form.reset();
    expect(form.state.values.jmeno).toBe('Jana');
  });

  it('a render with equal default values keeps what was typed even before any field was touched', () => {
    const form = new FormValues(defaults());
    const values = form.state.values;
    form.updateDefaults(defaults());
    expect(form.state.values).toBe(values);
  });
});
