/** 'Jana Dvořáková' — the name as the portal shows it everywhere (titles only where a document needs them). */
export function fullName(person: { jmeno: string; prijmeni: string }): string {
  return `${person.jmeno} ${person.prijmeni}`;
}
