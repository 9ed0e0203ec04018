/**
 * Which years of the overview list can be filed. Apart from the steps' rules (which need the
 * form's schemas) so the list view decides whether 'Podat přehled' shows without loading the wizard.
 */
import type { PrehledOsvcSeznam } from '../../contract/insurance';

export type OverviewYear = PrehledOsvcSeznam['roky'][number];

/** The one rule of which years can be filed: the server's state LZE_PODAT. */
export const canFileYear = (year: OverviewYear): boolean => year.stav === 'LZE_PODAT';

/** Some year of the list can be filed ('Podat přehled' shows). */
export const canFileSomeYear = (years: readonly OverviewYear[]): boolean => years.some(canFileYear);
