/**
 * What the first step of both claim wizards (programme and care) needs: the step frame with its
 * heading (the focus moves there on each new step), the focus rule, the step's messages on the
 * form and the amount's form value. The later steps' views (account, documents, review,
 * confirmation) are in claim-steps.tsx, loaded with those steps. The flows are the hooks'; these
 * only render and report.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { css, cx } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';
import type { StepErrors } from '../../../machines/claims/claimDraft';
import type { ContractForm } from '../../components/form';
import { claimTexts as t } from './texts';

/** Both claims have four steps before the confirmation. */
export const CLAIM_STEPS = 4;

export const stepFormStyle = css({ display: 'flex', flexDirection: 'column', gap: '5' });
export const sectionStyle = cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '5' }));

/** Whether a newly shown step takes the focus: not on the wizard's first render, on every step after it. */
export function useMovedFocus(step: string): boolean {
  const first = useRef(step);
  const moved = useRef(false);
  if (step !== first.current) moved.current = true;
  return moved.current;
}

/** A step: its number, its heading (focused when the step appears after a move) and its content, as one named region. */
export function StepFrame({
  id,
  number,
  total,
  title,
  focus,
  busy,
  children,
}: {
  id: string;
  number?: number;
  total: number;
  title: string;
  focus: boolean;
  busy?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  const focusWhenShown = useRef(focus);
  useEffect(() => {
    if (focusWhenShown.current) ref.current?.focus();
  }, []);
  return (
    <section className={sectionStyle} aria-labelledby={id} aria-busy={busy || undefined}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        {number ? (
          <>
            <p className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'primary.text' })}>{t.KROK(number, total)}</p>
            <div aria-hidden="true" className={css({ display: 'flex', gap: '1' })}>
              {Array.from({ length: total }, (_, index) => (
                <span
                  key={index}
                  className={cx(
                    css({ flex: '1', h: '1.5', borderRadius: 'full' }),
                    index < number ? css({ bg: 'primary.default' }) : css({ bg: 'border.default' }),
                  )}
                />
              ))}
            </div>
          </>
        ) : null}
        <h2
          id={id}
          ref={ref}
          tabIndex={-1}
          className={css({ fontSize: 'xl', fontWeight: 'bold', lineHeight: '1.3', outline: 'none', mt: '1' })}
        >
          {title}
        </h2>
      </div>
      {children}
    </section>
  );
}

/** The machine's messages of a step (its own check, or the server's) on the form's fields. */
export function useStepErrors(form: ContractForm<never> | { setServerErrors: (errors: StepErrors) => void }, errors: StepErrors) {
  useEffect(() => {
    if (Object.keys(errors).length) form.setServerErrors(errors);
  }, [form, errors]);
}

/** A draft's amount as the amount field holds it (a number when it is one). */
export function amountValueOf(text: string): number | string {
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}
