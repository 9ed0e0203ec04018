/**
 * The insurer's branches (code, address): where a new card can be collected (adresaOdeslani of the
 * newborn registration; POSTA sends it by post) and where a person books an appointment
 * (contract/appointments.ts, without POSTA). A module of its own, not in contract/communication.ts,
 * so that the appointment screens take the list without the communication area's schemas and
 * messages (issue 38).
 */
export const insurerBranches = [
  ['MB', 'Mladá Boleslav, Husova 302'],
  ['PHA', 'Praha 4, Na Pankráci 1062/58'],
  ['NB', 'Nymburk, Palackého 17'],
  ['VR', 'Vrchlabí, Krkonošská 220'],
  ['KV', 'Kvasiny, Kvasiny 182'],
  ['POSTA', 'Zaslat poštou na trvalou adresu matky'],
] as const satisfies ReadonlyArray<readonly [string, string]>;
export const insurerBranchCodes = insurerBranches.map(([kod]) => kod) as unknown as readonly [string, ...string[]];

export function branchName(code: string): string | null {
  return insurerBranches.find(([kod]) => kod === code)?.[1] ?? null;
}
