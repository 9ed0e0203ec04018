/**
 * What a decision means for each kind of request (issue 34): an approval's real effects (the
 * amount paid, the child insured, the card issued, the new name, ...) and a refusal's. Runs inside
 * the step's transaction, after the lifecycle allowed the step; returns the note the person reads
 * in the request's timeline (null: the generic one).
 */
import type { Transaction } from '../../db/client';
import type { RequestRow } from '../communication/requests';

export interface DecisionContext {
  tx: Transaction;
  request: RequestRow;
  /** The staff member who decides. */
  staffUserId: number;
  now: Date;
}

/** An approval's effects; the returned note is shown to the person (e.g. "Vyplatíme vám 1 500 Kč."). */
export async function applyApproval(_context: DecisionContext): Promise<string | null> {
  return null;
}

/** A refusal's effects (the reason itself is the step's note). */
export async function applyRefusal(_context: DecisionContext, _reason: string): Promise<void> {}
