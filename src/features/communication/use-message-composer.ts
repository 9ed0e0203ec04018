/**
 * The message composer for the views (machines/messageComposer): one hook creates the actor with
 * its `send` call (multipart, the draft's idempotency key as `idempotencniKlic`) and the dev
 * inspector, keeps the draft (values and key) in session storage until the message is sent, and
 * gives the views what they read and what they may do. The chosen files stay in the actor only.
 */
import { useMemo, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ZpravaVlozena } from '../../../contract/communication';
import type { MessageKind } from '../../../contract/enums';
import {
  composerDraftOf,
  messageComposerMachine,
  messageComposerStepOf,
  type ComposerSendInput,
  type ComposerValues,
  type MessageComposerSnapshot,
} from '../../../machines/messageComposer/messageComposer.machine';
import { flowFailureOf } from '../../lib/errors';
import { useInspect } from '../../app/use-inspect';
import { useLockPersonSwitch } from '../../app/person-page';
import { useActorEffect, useWizardDraft } from '../../app/use-wizard';
import { draftFlow, parseDraft } from './composer-draft';

export interface MessageComposerOptions {
  pojistenecId: string;
  druhZpravy: MessageKind;
  /** The thread replied to; absent for a new thread. */
  vlakno?: string;
  /** A reply starts with this heading. */
  nadpis?: string;
  send: (input: ComposerSendInput) => Promise<ZpravaVlozena>;
  onSent: (answer: ZpravaVlozena) => void;
}

export function useMessageComposer({ pojistenecId, druhZpravy, vlakno, nadpis, send, onSent }: MessageComposerOptions) {
  const inspect = useInspect();
  const stored = useWizardDraft(draftFlow(druhZpravy, vlakno), pojistenecId, parseDraft);
  const callbacks = useRef({ send, onSent });
  callbacks.current = { send, onSent };
  const [machine] = useState(() =>
    messageComposerMachine.provide({
      actors: {
        send: fromPromise<ZpravaVlozena, ComposerSendInput>(async ({ input }) => {
          try {
            return await callbacks.current.send(input);
          } catch (error) {
            throw flowFailureOf(error);
          }
        }),
      },
    }),
  );
  const [input] = useState(() => ({
    druhZpravy,
    vlakno,
    draft:
      stored.initial ??
      (nadpis
        ? {
            values: { druhZpravy, nadpis, telo: '', souhlasDokumentace: false, upozorneni: 'NEUPOZORNOVAT' as const, vlakno: vlakno ?? '' },
            key: null,
          }
        : null),
    createKey: () => crypto.randomUUID(),
  }));
  const actor = useActorRef(machine, { input, inspect });
  const snapshot = useSelector(actor, (value) => value);
  const step = messageComposerStepOf(snapshot);
  useLockPersonSwitch(step === 'sending');

  const sentAnswer = useRef<ZpravaVlozena | null>(null);
  useActorEffect(actor, (value: MessageComposerSnapshot) => {
    const draft = composerDraftOf(value);
    if (draft === null) {
      stored.clear();
      if (value.context.answer && sentAnswer.current !== value.context.answer) {
        sentAnswer.current = value.context.answer;
        callbacks.current.onSent(value.context.answer);
      }
    } else stored.save(draft);
  });

  const events = useMemo(
    () => ({
      change: (values: Partial<ComposerValues>) => actor.send({ type: 'composer.change', values }),
      files: (files: readonly File[]) => actor.send({ type: 'composer.filesChanged', files }),
      send: () => actor.send({ type: 'composer.send' }),
      retry: () => actor.send({ type: 'composer.retry' }),
      edit: () => actor.send({ type: 'composer.edit' }),
      again: () => actor.send({ type: 'composer.new' }),
      /** Drops the draft (the composer closes). */
      discard: () => stored.clear(),
    }),
    [actor, stored],
  );
  const { values, fieldErrors, error, answer, files } = snapshot.context;
  return { step, values, files, fieldErrors, error, answer, events };
}
