import { describe, expect, it } from 'vitest';
import {
  attachmentCountText,
  displayDate,
  isoOfWire,
  LARGE_UPLOAD_BYTES,
  recordFormData,
  showsUploadProgress,
  totalBytes,
} from '../../../../../src/features/health/documents/record-wire';

describe('recordFormData', () => {
  it('sends the plain fields, dates with a zero time, files as repeated prilohaVlozit[] and ids as prilohaSmazat[]', () => {
    const a = new File(['aaa'], 'a.pdf', { type: 'application/pdf' });
    const b = new File(['bb'], 'Snímek č. 2.png', { type: 'image/png' });
    const form = recordFormData(
      { datum: '2025-02-03', datumDalsi: '2026-02-03', nemoc: 'Chřipka', ockovaciLatka: undefined, poznamka: null, prilohaSmazat: ['9'] },
      { newFiles: [a, b], deletedIds: [7, '8'] },
    );
    expect(form.get('datum')).toBe('2025-02-03T00:00:00');
    expect(form.get('datumDalsi')).toBe('2026-02-03T00:00:00');
    expect(form.get('nemoc')).toBe('Chřipka');
    expect(form.has('ockovaciLatka')).toBe(false);
    expect(form.has('poznamka')).toBe(false);
    // prilohaSmazat comes from the picker only, never from the form values
    expect(form.has('prilohaSmazat')).toBe(false);
    const files = form.getAll('prilohaVlozit[]') as File[];
    expect(files.map((file) => file.name)).toEqual(['a.pdf', 'Snímek č. 2.png']);
    expect(form.getAll('prilohaSmazat[]')).toEqual(['7', '8']);
  });

  it('leaves dates of other keys and non-dates as they are', () => {
    const form = recordFormData({ datum: '2025-02-03', popis: '2025-02-03' }, undefined, ['datum']);
    expect(form.get('datum')).toBe('2025-02-03T00:00:00');
    expect(form.get('popis')).toBe('2025-02-03');
    expect(form.getAll('prilohaVlozit[]')).toEqual([]);
    expect(form.getAll('prilohaSmazat[]')).toEqual([]);
  });

  it('keeps a wire date as it is', () => {
    expect(recordFormData({ datum: '2025-02-03T00:00:00' }).get('datum')).toBe('2025-02-03T00:00:00');
  });
});

describe('upload progress', () => {
  it('shows from 512 KiB of new files on', () => {
    expect(showsUploadProgress(undefined)).toBe(false);
    expect(showsUploadProgress([{ size: 1000 }])).toBe(false);
    expect(showsUploadProgress([{ size: LARGE_UPLOAD_BYTES - 1 }])).toBe(false);
    expect(showsUploadProgress([{ size: LARGE_UPLOAD_BYTES / 2 }, { size: LARGE_UPLOAD_BYTES / 2 }])).toBe(true);
    expect(totalBytes([{ size: 3 }, { size: 4 }])).toBe(7);
  });
});

describe('display helpers', () => {
  it('formats wire dates as d. M. yyyy', () => {
    expect(displayDate('2019-05-10T00:00:00')).toBe('10. 5. 2019');
    expect(displayDate(null)).toBe('');
    expect(isoOfWire('2019-05-10T00:00:00')).toBe('2019-05-10');
    expect(isoOfWire('2019-05-10')).toBe('2019-05-10');
    expect(isoOfWire(null)).toBe('');
    expect(isoOfWire('10. 5. 2019')).toBe('');
  });

  it('counts attachments in Czech', () => {
    expect(attachmentCountText(0)).toBe('Bez příloh');
    expect(attachmentCountText(1)).toBe('1 příloha');
    expect(attachmentCountText(2)).toBe('2 přílohy');
    expect(attachmentCountText(4)).toBe('4 přílohy');
    expect(attachmentCountText(5)).toBe('5 příloh');
  });
});
