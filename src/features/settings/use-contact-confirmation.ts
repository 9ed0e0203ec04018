/**
 * Confirming the e-mail or the SMS number by a code for the view: the contactConfirmation machine's
 * actor with the calls (POST …/kontakty/{kontakt}/kod and …/potvrzeni). The answers (the contacts'
 * state) become the stored confirmation state; failures become the server's Czech messages.
 */
import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { CONTACT_CODE, type ConfirmableContact } from '../../../contract/notifications';
import { confirmContactCall, sendContactCodeCall } from '../../../contract/routes.gen';
import { contactConfirmationMachine, contactConfirmationStateOf } from '../../../machines/contactConfirmation/contactConfirmation.machine';
import { useApi } from '../../app';
import { useInspect } from '../../app/use-inspect';
import { flowFailureOf } from '../../lib/errors';
import { notify } from '../../components/ui/toaster';
import { contactConfirmationQueryKey } from './api';
import { contactConfirmationTexts as t } from './personal-data-texts';

export function useContactConfirmation(pojistenecId: string, kontakt: ConfirmableContact) {
  const api = useApi();
  const queryClient = useQueryClient();
  const inspect = useInspect();
  const [sentAt, setSentAt] = useState<number | null>(null);
  /** Demo mode only: the server answers with the code it did not really send. */
  const [demoCode, setDemoCode] = useState<string | null>(null);
  const [machine] = useState(() =>
    contactConfirmationMachine.provide({
      actors: {
        send: fromPromise<unknown>(async () => {
          try {
            const answer = await api.call(sendContactCodeCall, { params: { pojistenecId, kontakt } });
            setSentAt(Date.now());
            setDemoCode(answer.ukazkovyKod ?? null);
            return answer;
          } catch (error) {
            throw flowFailureOf(error);
          }
        }),
        confirm: fromPromise<unknown, { kod: string }>(async ({ input }) => {
          try {
            const answer = await api.call(confirmContactCall, { params: { pojistenecId, kontakt }, body: { kod: input.kod } });
            queryClient.setQueryData(contactConfirmationQueryKey(pojistenecId), answer);
            notify.success(kontakt === 'email' ? t.POTVRZEN_EMAIL : t.POTVRZENO_SMS);
            return answer;
          } catch (error) {
            throw flowFailureOf(error);
          }
        }),
      },
    }),
  );
  const actor = useActorRef(machine, { inspect });
  const state = useSelector(actor, contactConfirmationStateOf);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const codeError = useSelector(actor, (snapshot) => snapshot.context.codeError);
  const waitSeconds = useResendWait(sentAt);
  const events = useMemo(
    () => ({
      send: () => actor.send({ type: 'code.send' }),
      resend: () => actor.send({ type: 'code.resend' }),
      confirm: (kod: string) => actor.send({ type: 'code.confirm', kod }),
      retry: () => actor.send({ type: 'code.retry' }),
      dismiss: () => actor.send({ type: 'code.dismiss' }),
    }),
    [actor],
  );
  return { state, error, codeError, waitSeconds, demoCode, events };
}

/** Seconds left before the server takes another code (CONTACT_CODE.resendAfterSeconds after the last one). */
function useResendWait(sentAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (sentAt === null) return;
    setNow(Date.now());
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time - sentAt >= CONTACT_CODE.resendAfterSeconds * 1000) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [sentAt]);
  return sentAt === null ? 0 : Math.max(0, Math.ceil(CONTACT_CODE.resendAfterSeconds - (now - sentAt) / 1000));
}
