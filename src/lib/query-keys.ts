/**
 * Query keys shared by every feature. Everything of one insured person starts with
 * ['poj', pojistenecId], so a person's data can be invalidated at once.
 */
export const personKey = (pojistenecId: string) => ['poj', pojistenecId] as const;
