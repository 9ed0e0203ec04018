import { describe, expect, it } from 'vitest';
import { allCalls } from '../../contract/index';
import { auditAreaOf, auditOperationOf } from '../../contract/audit';
import { auditAreas } from '../../contract/enums';

describe('audit areas (one table from call id to a plain Czech area)', () => {
  it('gives every per-person call of the contract a real area', () => {
    for (const call of allCalls.filter((c) => c.personScoped)) {
      expect(auditAreaOf(call.id), call.id).not.toBe('OSTATNI');
    }
  });

  it('maps the record sections to their areas', () => {
    expect(auditAreaOf('anamneza')).toBe('ANAMNEZA');
    expect(auditAreaOf('anamnezaAlergieVlozit')).toBe('ANAMNEZA');
    expect(auditAreaOf('anamnezaMereni')).toBe('MERENI');
    expect(auditAreaOf('ockovani')).toBe('OCKOVANI');
    expect(auditAreaOf('mojeOckovaniSmazat')).toBe('OCKOVANI');
    expect(auditAreaOf('mojeDokumenty')).toBe('DOKUMENTY');
    expect(auditAreaOf('prilohaStahnout')).toBe('DOKUMENTY');
    expect(auditAreaOf('pojistenecEmergentniUdaje')).toBe('EMERGENTNI_UDAJE');
    expect(auditAreaOf('mojePojistnePlatby')).toBe('POJISTENI');
    expect(auditAreaOf('zadostEhicVlozit')).toBe('ZADOSTI');
    expect(auditAreaOf('prehledOSVCPdf')).toBe('PREHLED_OSVC');
    expect(auditAreaOf('widgetZpravyNeprectene')).toBe('ZPRAVY');
    expect(auditAreaOf('nejakeBudouciVolani')).toBe('OSTATNI');
    for (const label of Object.values(auditAreas)) expect(label).toMatch(/^[A-ZČŘŠŽÚ][a-záčďéěíňóřšťúůýž ]/);
  });

  it('tells reads from writes by method, with the two calls whose method misleads', () => {
    expect(auditOperationOf({ id: 'anamneza', method: 'GET' })).toBe('CTENI');
    expect(auditOperationOf({ id: 'anamnezaUlozit', method: 'PUT' })).toBe('ZAPIS');
    expect(auditOperationOf({ id: 'bezdluznostZadostVlozit', method: 'GET' })).toBe('ZAPIS');
    expect(auditOperationOf({ id: 'prehledOSVCPdf', method: 'POST' })).toBe('CTENI');
  });
});
