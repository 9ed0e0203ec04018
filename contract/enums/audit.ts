// Audit trail (contract/audit.ts builds its schemas from these) ------------

export const auditAreas = {
  PECE: 'Čerpaná péče',
  PREVENCE: 'Prevence',
  LEKY: 'Léky',
  LEKARI: 'Moji lékaři',
  PROSTREDKY: 'Zdravotnické prostředky',
  LABORATOR: 'Laboratorní výsledky',
  CHRONICKE_NEMOCI: 'Chronická onemocnění',
  ANAMNEZA: 'Anamnéza',
  MERENI: 'Měření',
  OCKOVANI: 'Očkování',
  DOKUMENTY: 'Dokumenty',
  EMERGENTNI_UDAJE: 'Emergentní údaje',
  ZPRAVY: 'Zprávy',
  POJISTENI: 'Pojištění a platby',
  ZADOSTI: 'Žádosti a průkazy',
  PREHLED_OSVC: 'Přehled OSVČ',
  OSOBNI_UDAJE: 'Osobní údaje',
  BENEFITY: 'Benefity a příspěvky',
  SOUHLASY: 'Souhlasy',
  NASTAVENI: 'Nastavení',
  ZPRISTUPNENI: 'Zpřístupnění údajů lékařům',
  PRISTUPY: 'Přehled přístupů',
  PREHLED_STAVU: 'Přehled na úvodní stránce',
  OBJEDNAVKY: 'Objednávky na pobočku',
  OSTATNI: 'Ostatní údaje',
} as const;
export type AuditArea = keyof typeof auditAreas;
export const auditOperations = ['CTENI', 'ZAPIS'] as const;
export type AuditOperation = (typeof auditOperations)[number];
export const auditOperationLabels: Record<AuditOperation, string> = { CTENI: 'zobrazení', ZAPIS: 'změna' };
