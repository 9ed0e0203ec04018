/**
 * The step of the 'Podat přehled' wizard in the URL: `?krok=rok|priznani|radky|zalohy|preplatek|souhrn`
 * (and `odeslano` for the confirmation). No `krok`: the list of filed overviews. The route
 * validates it with this schema; a bad value reads as no step. Kept small: the route loads it.
 */
import { oneOf, stepSearch } from '../../lib/search-params';
import type { WizardStep } from '../../../machines/osvcOverview/osvcOverview.steps';

export const osvcSlugs = ['rok', 'priznani', 'radky', 'zalohy', 'preplatek', 'souhrn', 'odeslano'] as const;
export type OsvcSlug = (typeof osvcSlugs)[number];

/** The machine's steps as the URL names them. */
export const slugOfStep = {
  year: 'rok',
  taxReturn: 'priznani',
  rows: 'radky',
  advances: 'zalohy',
  refund: 'preplatek',
  review: 'souhrn',
} as const satisfies Record<WizardStep, OsvcSlug>;

export const stepOfSlug = (slug: OsvcSlug): WizardStep | null =>
  (Object.keys(slugOfStep) as WizardStep[]).find((step) => slugOfStep[step] === slug) ?? null;

export const osvcStep = oneOf(osvcSlugs);

/** validateSearch of /moje-pojisteni/platby-pojistneho/prehled-osvc/. */
export const osvcSearch = stepSearch(osvcSlugs);
