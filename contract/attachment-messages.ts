/**
 * The messages of the attachment section of document 2 (the picker's rejections and hints). Part of
 * `messages` (contract/messages.ts) too; the attachment picker, which shows stored files on detail
 * screens as well as in forms, imports only this small module.
 */
export const attachmentMessages = {
  fileWrongFormat: (name: string) => `Soubor ${name} nesplňuje požadovaný formát.`,
  tooManyFiles: (n: number) => `Smíte přiložit maximálně ${n} souborů.`,
  attachmentSpace: (mb: number) => `Místo pro přílohy je pouze ${mb} MB.`,
  hintExtensions: (extensions: readonly string[]) => `Povolené přípony: ${extensions.join(', ')}`,
  hintMaxFiles: (n: number) => `Maximálně smíte přiložit ${n} souborů.`,
  hintMaxSize: (mb: number) => `Součet velikosti souborů nesmí přesáhnout ${mb} MB.`,
};
