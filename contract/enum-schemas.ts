/**
 * The zod schema of each enumeration of contract/enums.ts: the value must be one of the list, with
 * the message 'Povoleny jsou pouze tyto hodnoty: ...'. Apart from the values and labels, so a
 * screen that only shows a label does not load zod.
 */
import { oneOf } from './rules';
import {
  accountTypes,
  advanceTypes,
  amountModes,
  applicationTypes,
  approvalModes,
  bloodGroups,
  careTypes,
  careViews,
  claimDocumentTypes,
  complaintAnonymity,
  consentStates,
  contactChannels,
  couponCodes,
  deliveryAddressChoices,
  documentCodes,
  doneStates,
  drawingStates,
  insuredCategories,
  loanStates,
  messageKinds,
  notificationKinds,
  notificationSettings,
  permanentAddressChoices,
  platforms,
  preventionStates,
  recommendationPlatforms,
  refundMethods,
  reportTypes,
  representativeAddressChoices,
  representativeTypes,
  rhFactors,
  statuses,
  taxRegimes,
  taxReturnTypes,
  trackModes,
  trafficLights,
  yesNo,
} from './enums';

export const platformaSchema = oneOf(platforms);
export const doporuceniPlatformaSchema = oneOf(recommendationPlatforms);
export const typUctuSchema = oneOf(accountTypes);
export const typZastupceSchema = oneOf(representativeTypes);
export const anoNeSchema = oneOf(yesNo);
export const stavSchema = oneOf(statuses);
export const kategoriePojistenceSchema = oneOf(insuredCategories);
export const priznaniTypSchema = oneOf(taxReturnTypes);
export const typPrehleduSchema = oneOf(reportTypes);
export const danovyRezimSchema = oneOf(taxRegimes);
export const preplatekVraceniSchema = oneOf(refundMethods);
export const zalohaTypSchema = oneOf(advanceTypes);
export const rezimCastkySchema = oneOf(amountModes);
export const cerpaniSchema = oneOf(drawingStates);
export const typPeceSchema = oneOf(careTypes);
export const zobrazeniSchema = oneOf(careViews);
export const kodDokumentuSchema = oneOf(documentCodes);
export const schvalovaniSchema = oneOf(approvalModes);
export const typDokumentKodItemSchema = oneOf(claimDocumentTypes);
export const evidovaniSchema = oneOf(trackModes);
export const provedeniSchema = oneOf(doneStates);
export const semaforSchema = oneOf(trafficLights);
export const stavPrevenceSchema = oneOf(preventionStates);
export const zapujckaSchema = oneOf(loanStates);
export const souhlasSchema = oneOf(consentStates);
export const druhZpravySchema = oneOf(messageKinds);
export const druhUpozorneniSchema = oneOf(notificationKinds);
export const upozorneniSchema = oneOf(notificationSettings);
export const kontaktniKanalSchema = oneOf(contactChannels);
export const anonymitaSchema = oneOf(complaintAnonymity);
export const krevniSkupinaSchema = oneOf(bloodGroups);
export const rhFaktorSchema = oneOf(rhFactors);
export const volbaAdresyTrvalaSchema = oneOf(permanentAddressChoices);
export const volbaAdresyZastupceSchema = oneOf(representativeAddressChoices);
export const adresaOdeslaniSchema = oneOf(deliveryAddressChoices);
export const typZadostiSchema = oneOf(applicationTypes);
export const kodKuponuSchema = oneOf(couponCodes);
