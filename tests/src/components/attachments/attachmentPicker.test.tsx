import '../form/dom-setup';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AttachmentPicker, attachmentFields, type AttachmentPickerValue } from '../../../../src/components/attachments/AttachmentPicker';
import { previewKindOf, formatFileSize, firstLines } from '../../../../src/components/attachments/files';
import { toaster } from '../../../../src/components/ui/toaster';
import type { Attachment } from '../../../../machines/attachmentPicker/attachmentPicker.machine';

// Typing whole dates and amounts with user-event is slow when the suites run in parallel.
vi.setConfig({ testTimeout: 20000 });

const MB = 1024 * 1024;

/** A File whose size is what the test says, without allocating it. */
function file(name: string, type: string, size = 1000, content = 'obsah'): File {
  const result = new File([content], name, { type });
  Object.defineProperty(result, 'size', { value: size });
  return result;
}

const stored: Attachment[] = [
  { id: '11', nazev: 'zprava.pdf', velikost: 1 * MB, evidence: 'DOKUMENT' },
  { id: '12', nazev: 'recept.png', velikost: 2 * MB, evidence: 'DOKUMENT' },
];

function toastTitles(): string[] {
  return toaster.getVisibleToasts().map((toast) => String(toast.title));
}

beforeEach(() => {
  toaster.remove();
});
afterEach(() => {
  cleanup();
  toaster.remove();
});

const input = () => screen.getByTestId('attachment-input') as HTMLInputElement;
const drop = (files: File[]) =>
  fireEvent.drop(screen.getByRole('button', { name: /Vyberte soubory|Přidat další soubory/ }), {
    dataTransfer: { files, types: ['Files'] },
  });

describe('AttachmentPicker', () => {
  it('is a labelled group; the drop zone is a button that opens the file dialog; hints describe it', async () => {
    render(<AttachmentPicker label="Přílohy" required />);
    const group = screen.getByRole('group', { name: /Přílohy/ });
    const zone = within(group).getByRole('button', { name: /Vyberte soubory/ });
    const description = (zone.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(description).toContain('Povolené přípony: jpg, jpeg, webp, png, svg, tif, rtf, txt, pdf');
    expect(description).toContain('Maximálně smíte přiložit 5 souborů.');
    expect(description).toContain('Součet velikosti souborů nesmí přesáhnout 20 MB.');
    const click = vi.spyOn(input(), 'click');
    zone.focus();
    await userEvent.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
    expect(input().accept).toBe('.jpg,.jpeg,.webp,.png,.svg,.tif,.rtf,.txt,.pdf');
  });

  it("drops a file of a wrong format with the toast 'Soubor … nesplňuje požadovaný formát.'; the others go on", async () => {
    const onChange = vi.fn();
    render(<AttachmentPicker label="Přílohy" onChange={onChange} />);
    drop([file('zprava.pdf', 'application/pdf'), file('program.exe', 'application/x-msdownload'), file('obrazek.PNG', 'application/zip')]);
    expect(toastTitles()).toEqual(
      expect.arrayContaining(['Soubor program.exe nesplňuje požadovaný formát.', 'Soubor obrazek.PNG nesplňuje požadovaný formát.']),
    );
    expect(screen.getByText('zprava.pdf')).toBeTruthy();
    expect(screen.queryByText('program.exe')).toBeNull();
    const value = onChange.mock.calls.at(-1)![0] as AttachmentPickerValue;
    expect(value.newFiles?.map((item) => item.name)).toEqual(['zprava.pdf']);
  });

  it("rejects the whole selection above 5 files: 'Smíte přiložit maximálně 5 souborů.'", async () => {
    const onChange = vi.fn();
    render(<AttachmentPicker label="Přílohy" existing={stored} onChange={onChange} />);
    await userEvent.upload(
      input(),
      [1, 2, 3, 4].map((n) => file(`poznamka-${n}.txt`, 'text/plain')),
    );
    expect(toastTitles()).toEqual(['Smíte přiložit maximálně 5 souborů.']);
    expect(screen.queryByText('poznamka-1.txt')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("rejects a selection above 20 MB: 'Místo pro přílohy je pouze 20 MB.'", async () => {
    render(<AttachmentPicker label="Přílohy" existing={stored} />);
    drop([file('sken.pdf', 'application/pdf', 18 * MB)]);
    expect(toastTitles()).toEqual(['Místo pro přílohy je pouze 20 MB.']);
    expect(screen.queryByText('sken.pdf')).toBeNull();
  });

  it('reports stored attachments marked deleted (→ prilohaSmazat[]) and restores them', async () => {
    const onChange = vi.fn();
    render(<AttachmentPicker label="Přílohy" existing={stored} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Odebrat soubor zprava.pdf' }));
    expect(onChange).toHaveBeenLastCalledWith({ newFiles: undefined, deletedIds: ['11'] });
    expect(attachmentFields(onChange.mock.calls.at(-1)![0])).toEqual({ prilohaSmazat: ['11'] });
    const item = screen.getByText('zprava.pdf').closest('li')!;
    expect(item.hasAttribute('data-deleted')).toBe(true);
    expect(within(item).getByText('Bude odstraněna při uložení')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Obnovit soubor zprava.pdf' }));
    expect(onChange).toHaveBeenLastCalledWith({ newFiles: undefined, deletedIds: [] });
  });

  it('removing the last new file gives undefined', async () => {
    const onChange = vi.fn();
    render(<AttachmentPicker label="Přílohy" onChange={onChange} />);
    drop([file('foto.jpg', 'image/jpeg')]);
    expect((onChange.mock.calls.at(-1)![0] as AttachmentPickerValue).newFiles).toHaveLength(1);
    expect(attachmentFields(onChange.mock.calls.at(-1)![0]).prilohaVlozit?.[0].name).toBe('foto.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Odebrat soubor foto.jpg' }));
    expect(onChange).toHaveBeenLastCalledWith({ newFiles: undefined, deletedIds: [] });
  });

  it('highlights the zone while a file is dragged over it', () => {
    render(<AttachmentPicker label="Přílohy" />);
    const zone = screen.getByRole('button', { name: /Vyberte soubory/ });
    fireEvent.dragEnter(zone, { dataTransfer: { files: [], types: ['Files'], dropEffect: 'none' } });
    expect(zone.hasAttribute('data-dragging')).toBe(true);
    fireEvent.dragLeave(zone, { relatedTarget: document.body });
    expect(zone.hasAttribute('data-dragging')).toBe(false);
  });

  it('single mode: an upload box when empty, otherwise the preview with delete', async () => {
    render(<AttachmentPicker label="Fotografie" mode="single" />);
    expect(screen.getByRole('button', { name: /Vyberte soubor/ })).toBeTruthy();
    expect(input().multiple).toBe(false);
    await userEvent.upload(input(), file('foto.png', 'image/png'));
    expect(screen.queryByRole('button', { name: /Vyberte soubor/ })).toBeNull();
    expect(screen.getByRole('img', { name: 'foto.png' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Odebrat soubor foto.png' }));
    expect(screen.getByRole('button', { name: /Vyberte soubor/ })).toBeTruthy();
  });

  it('disabled: no add box, no delete, no hints; downloads still work', () => {
    render(<AttachmentPicker label="Přílohy" existing={stored} disabled download={async () => new Blob(['x'])} />);
    expect(screen.queryByRole('button', { name: /Vyberte soubory|Přidat/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Odebrat/ })).toBeNull();
    expect(screen.queryByText(/Povolené přípony/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Stáhnout soubor zprava.pdf' })).toBeTruthy();
  });

  it('hides the hints when nothing is restricted', () => {
    render(<AttachmentPicker label="Přílohy" maxFiles={null} maxTotalBytes={null} extensions={null} mimeTypes={null} />);
    expect(screen.queryByText(/Povolené přípony|Maximálně smíte|Součet velikosti/)).toBeNull();
  });

  it('downloads with STAHOVANI_SOUBORU then SOUBOR_STAZEN, saves under nazev, ignores clicks meanwhile', async () => {
    let resolve!: (blob: Blob) => void;
    const download = vi.fn(() => new Promise<Blob>((r) => (resolve = r)));
    const clicks: string[] = [];
    const originalClick = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
      clicks.push(this.download);
    };
    try {
      render(<AttachmentPicker label="Přílohy" existing={stored} download={download} />);
      const button = screen.getByRole('button', { name: 'Stáhnout soubor zprava.pdf' });
      await userEvent.click(button);
      expect(toastTitles()).toEqual(['Stahování souboru…']);
      expect(button.getAttribute('aria-disabled')).toBe('true');
      await userEvent.click(screen.getByRole('button', { name: 'Stáhnout soubor recept.png' }));
      expect(download).toHaveBeenCalledTimes(1);
      await act(async () => resolve(new Blob(['%PDF'])));
      await waitFor(() => expect(toastTitles()).toContain('Soubor byl stažen.'));
      expect(clicks).toEqual(['zprava.pdf']);
    } finally {
      HTMLAnchorElement.prototype.click = originalClick;
    }
  });

  it('a failed download shows SOUBOR_CHYBA_STAHOVANI', async () => {
    render(<AttachmentPicker label="Přílohy" existing={stored} download={() => Promise.reject(new Error('HTTP 500'))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Stáhnout soubor zprava.pdf' }));
    await waitFor(() => expect(toastTitles()).toContain('Stažení souboru se nezdařilo.'));
  });

  it('previews: picture with alt, pdf icon, first lines of text, placeholder when unreadable', async () => {
    const preview = vi.fn(async (attachment: Attachment) => {
      if (attachment.nazev === 'recept.png') throw new Error('HTTP 404');
      return new Blob(['x']);
    });
    render(<AttachmentPicker label="Přílohy" existing={stored} preview={preview} />);
    drop([file('foto.jpg', 'image/jpeg'), file('poznamka.txt', 'text/plain', 40, 'první řádek\ndruhý řádek\ntřetí\nčtvrtý\npátý\nšestý')]);
    expect(screen.getByRole('img', { name: 'foto.jpg' }).tagName).toBe('IMG');
    await waitFor(() =>
      expect(document.querySelector('[data-new-file="poznamka.txt"] [data-preview=text]')?.textContent).toBe(
        'první řádek\ndruhý řádek\ntřetí\nčtvrtý\npátý',
      ),
    );
    expect(document.querySelector('[data-attachment="zprava.pdf"] [data-preview=pdf]')).not.toBeNull();
    await waitFor(() => expect(document.querySelector('[data-attachment="recept.png"] [data-preview=placeholder]')).not.toBeNull());
    expect(preview).toHaveBeenCalledTimes(1);
  });

  it('shows the upload progress the form passes', () => {
    render(<AttachmentPicker label="Přílohy" progress={40} />);
    const bar = screen.getByRole('progressbar', { name: /Přílohy/ });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuetext')).toBe('Nahrávání 40 %');
  });

  it('clears when the form value is reset after saving', async () => {
    const { rerender } = render(<AttachmentPicker label="Přílohy" value={{ newFiles: undefined, deletedIds: [] }} onChange={() => {}} />);
    drop([file('foto.jpg', 'image/jpeg')]);
    rerender(
      <AttachmentPicker label="Přílohy" value={{ newFiles: [file('foto.jpg', 'image/jpeg')], deletedIds: [] }} onChange={() => {}} />,
    );
    expect(screen.getByText('foto.jpg')).toBeTruthy();
    rerender(<AttachmentPicker label="Přílohy" value={{ newFiles: undefined, deletedIds: [] }} onChange={() => {}} />);
    await waitFor(() => expect(screen.queryByText('foto.jpg')).toBeNull());
  });
});

describe('file helpers', () => {
  it('preview kinds by extension', () => {
    expect(
      ['a.jpg', 'a.JPEG', 'a.png', 'a.pdf', 'a.txt', 'a.doc', 'a.docx', 'a.csv', 'a.xls', 'a.xlsx', 'a.tif', 'a.webp', 'a.svg', 'a'].map(
        previewKindOf,
      ),
    ).toEqual(['image', 'image', 'image', 'pdf', 'text', 'word', 'word', 'sheet', 'sheet', 'sheet', 'none', 'none', 'none', 'none']);
  });

  it('sizes the Czech way', () => {
    expect(formatFileSize(500)).toBe('500 B');
    expect(formatFileSize(1536)).toBe('1,5 kB');
    expect(formatFileSize(2 * MB)).toBe('2 MB');
    expect(firstLines('a\r\nb\nc', 2)).toBe('a\nb');
  });
});
