/**
 * The calls of "Insurance and payments" (contract/insurance.ts); the rules and statements are in
 * server/services/insurance/ and server/services/osvc/.
 *
 * Refusals by the insurer's rules (a year that cannot be filed, an address the person lacks,
 * nothing to pay) answer 422 VALIDACE with the Czech message on the field; a certificate of no
 * arrears refused for a debt answers 409 with the message as `detail`.
 */
import type { FastifyInstance } from 'fastify';
import {
  adresy,
  bezdluznostZadostVlozit,
  ehicPrukaz,
  mojePojistne,
  mojePojistnePlatby,
  mojePojistnePlatbyRok,
  mojePojistneRok,
  mojeZadosti,
  pojistneUhrada,
  pojistneUhradaQr,
  potvrzeniEhicPdf,
  prehledOsvc,
  prehledOsvcPdf,
  prehledOsvcSeznam,
  zadostEhicVlozit,
  zadostPrukazVlozit,
} from '../../contract/insurance';
import { insuranceYears, myInsurance, paymentsOfYear, paymentSummary } from '../services/insurance/my-insurance';
import { paymentDetails, paymentQr } from '../services/insurance/paying';
import {
  addressesOf,
  ehicCard,
  ehicConfirmationPdf,
  requestCard,
  requestEhic,
  requestNoArrearsCertificate,
  requestsOf,
} from '../services/insurance/requests';
import { fileOverview, overviewList, overviewPdf } from '../services/osvc/overview';
import { registerPersonCall } from './register';

export function registerInsuranceRoutes(app: FastifyInstance): void {
  registerPersonCall(app, adresy, ({ personId, deps }) => addressesOf(deps.db, personId));

  registerPersonCall(app, mojePojistne, ({ personId, deps }) => myInsurance(deps.db, personId));
  registerPersonCall(app, mojePojistneRok, ({ personId, deps }) => insuranceYears(deps.db, personId));
  registerPersonCall(app, mojePojistnePlatby, ({ personId, deps }) => paymentSummary(deps.db, personId));
  registerPersonCall(app, mojePojistnePlatbyRok, ({ personId, params, query, deps }) =>
    paymentsOfYear(deps.db, personId, params.rok, query.typOsoby),
  );

  registerPersonCall(app, pojistneUhrada, ({ personId, deps }) => paymentDetails(deps.db, personId));
  registerPersonCall(app, pojistneUhradaQr, ({ personId, query, deps }) => paymentQr(deps.db, personId, query));

  registerPersonCall(app, prehledOsvcSeznam, ({ personId, deps }) => overviewList(deps.db, personId));
  registerPersonCall(app, prehledOsvc, ({ personId, body, deps }) => fileOverview(deps.db, personId, body));
  registerPersonCall(app, prehledOsvcPdf, ({ personId, body, deps }) => overviewPdf(deps.db, personId, body));

  registerPersonCall(app, mojeZadosti, ({ personId, query, deps }) => requestsOf(deps.db, personId, query));
  registerPersonCall(app, bezdluznostZadostVlozit, ({ personId, query, deps }) =>
    requestNoArrearsCertificate(deps.db, personId, query.adresaOdeslani),
  );
  registerPersonCall(app, zadostPrukazVlozit, ({ personId, body, deps }) => requestCard(deps.db, personId, body));
  registerPersonCall(app, ehicPrukaz, ({ personId, deps }) => ehicCard(deps.db, personId));
  registerPersonCall(app, zadostEhicVlozit, ({ personId, body, deps }) => requestEhic(deps.db, personId, body.adresaOdeslani));
  registerPersonCall(app, potvrzeniEhicPdf, ({ personId, deps }) => ehicConfirmationPdf(deps.db, personId));
}
