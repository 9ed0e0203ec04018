/** Texts of the about page: the data-protection notice and the accessibility statement. */
import { CONTACT_EMAIL } from '../../texts/contact';

export const ACCESSIBILITY_DATE = '5. 6. 2025';

export const dataProtection: { heading: string; paragraphs: string[] }[] = [
  {
    heading: 'Správce osobních údajů',
    paragraphs: [
      'Správcem osobních údajů zpracovávaných v aplikaci Zdravotní karta pojištěnce je Zaměstnanecká pojišťovna Škoda (ZPŠ). Zpracování se řídí nařízením Evropského parlamentu a Rady (EU) 2016/679 (GDPR) a zákonem č. 110/2019 Sb., o zpracování osobních údajů.',
    ],
  },
  {
    heading: 'Účely zpracování',
    paragraphs: [
      'Osobní údaje zpracováváme, abychom vám mohli zpřístupnit informace o vašem zdravotním pojištění, čerpané zdravotní péči, preventivních prohlídkách, platbách pojistného a benefitních programech, vyřizovat vaše žádosti a komunikovat s vámi.',
      'Údaje, které do aplikace sami vložíte (například léky, anamnéza, záznamy o tlaku, tepu, výšce a váze nebo osobní dokumenty), slouží pouze vám a lékařům, kterým k nim výslovně zpřístupníte přístup.',
    ],
  },
  {
    heading: 'Právní základ',
    paragraphs: [
      'Údaje zpracováváme zejména proto, že to ukládá zákon č. 48/1997 Sb., o veřejném zdravotním pojištění, a zákon č. 280/1992 Sb., o resortních, oborových, podnikových a dalších zdravotních pojišťovnách. Zpracování údajů, které do aplikace vkládáte dobrovolně, a zpřístupnění údajů lékařům nebo zaměstnavateli je založeno na vašem souhlasu, který můžete kdykoli odvolat v nastavení aplikace.',
    ],
  },
  {
    heading: 'Doba uložení a zabezpečení',
    paragraphs: [
      'Údaje uchováváme po dobu stanovenou právními předpisy, údaje vložené na základě souhlasu do jeho odvolání nebo do zrušení účtu. Přenos dat je šifrovaný a k údajům mají přístup jen pověření pracovníci pojišťovny vázaní mlčenlivostí.',
    ],
  },
  {
    heading: 'Vaše práva',
    paragraphs: [
      'Máte právo na přístup ke svým osobním údajům, na jejich opravu nebo výmaz, na omezení zpracování, na přenositelnost údajů a právo vznést námitku proti zpracování. Souhlas se zpracováním můžete kdykoli odvolat, aniž by tím byla dotčena zákonnost zpracování před jeho odvoláním.',
      'Pokud se domníváte, že zpracováním porušujeme právní předpisy, můžete podat stížnost u Úřadu pro ochranu osobních údajů (www.uoou.cz).',
    ],
  },
  {
    heading: 'Kontakt',
    paragraphs: [
      `Se žádostmi a dotazy ke zpracování osobních údajů se můžete obrátit na pověřence pro ochranu osobních údajů pojišťovny e-mailem na adrese ${CONTACT_EMAIL} nebo písemně na adrese sídla pojišťovny.`,
    ],
  },
];

export const accessibility: string[] = [
  'Zaměstnanecká pojišťovna Škoda se zavazuje zpřístupnit aplikaci Zdravotní karta pojištěnce v souladu se zákonem č. 99/2019 Sb., o přístupnosti internetových stránek a mobilních aplikací.',
  'Toto prohlášení o přístupnosti se vztahuje na webovou aplikaci Zdravotní karta pojištěnce.',
  'Aplikace je v souladu s požadavky normy EN 301 549 a úrovní AA Pravidel pro přístupnost webového obsahu (WCAG) 2.1.',
  `Prohlášení bylo vypracováno dne ${ACCESSIBILITY_DATE} na základě vlastního posouzení provozovatele.`,
  `Pokud narazíte na obsah, který pro vás není přístupný, nebo máte k přístupnosti připomínku, napište nám na adresu ${CONTACT_EMAIL}. Odpovíme vám bez zbytečného odkladu.`,
  'Pokud nebudete s vyřízením spokojeni, můžete se obrátit na Ministerstvo vnitra, které dohlíží na dodržování zákona o přístupnosti.',
];
