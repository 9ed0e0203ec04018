/**
 * Push notifications on this device for the views: the pushSubscription machine's actor with the
 * browser's parts (service worker registration, Notification permission, PushManager) and the
 * calls (GET/PUT/DELETE /oznameniPush). Browser failures become Czech messages here.
 */
import { useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { oznameniPush, oznameniPushOdhlasit, oznameniPushPrihlasit } from '../../../contract/routes.gen';
import {
  PERMISSION_REFUSED,
  pushSubscriptionMachine,
  pushSubscriptionStateOf,
  type PushDetection,
  type PushPermission,
} from '../../../machines/pushSubscription/pushSubscription.machine';
import { useApi } from '../../app';
import { useInspect } from '../../app/use-inspect';
import { isApiRequestError } from '../../lib/api-client';
import { flowFailureOf } from '../../lib/errors';
import { pushTexts } from './notification-texts';

const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The registration of public/sw.js, if any (none where service workers are off). */
const registration = async () => (pushSupported() ? ((await navigator.serviceWorker.getRegistration()) ?? null) : null);

/** The server's VAPID key (base64url) as PushManager wants it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export function usePushSubscription() {
  const api = useApi();
  const inspect = useInspect();
  const [machine] = useState(() =>
    pushSubscriptionMachine.provide({
      actors: {
        detect: fromPromise<PushDetection>(async () => {
          const worker = await registration();
          if (!worker) return { supported: false, permission: 'default', subscribed: false };
          const permission = Notification.permission as PushPermission;
          const [browser, server] = await Promise.all([worker.pushManager.getSubscription(), api.call(oznameniPush)]);
          return { supported: true, permission, subscribed: browser !== null && server.odebirano };
        }),
        subscribe: fromPromise(async () => {
          // Asked only here, on the person's tap.
          const permission = await Notification.requestPermission();
          if (permission !== 'granted') throw { reason: PERMISSION_REFUSED, message: pushTexts.ZAKAZANO };
          let body: { endpoint: string; klice: { p256dh: string; auth: string } };
          try {
            const { verejnyKlic } = await api.call(oznameniPush);
            const worker = await navigator.serviceWorker.ready;
            const subscription =
              (await worker.pushManager.getSubscription()) ??
              (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(verejnyKlic) }));
            const json = subscription.toJSON();
            body = { endpoint: json.endpoint ?? '', klice: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
          } catch (error) {
            throw isApiRequestError(error) ? flowFailureOf(error) : { message: pushTexts.NEPODARILO };
          }
          try {
            await api.call(oznameniPushPrihlasit, { body });
          } catch (error) {
            throw flowFailureOf(error);
          }
        }),
        unsubscribe: fromPromise(async () => {
          try {
            const worker = await registration();
            await (await worker?.pushManager.getSubscription())?.unsubscribe();
            await api.call(oznameniPushOdhlasit);
          } catch {
            throw { message: pushTexts.NEPODARILO_VYPNOUT };
          }
        }),
      },
    }),
  );
  const actor = useActorRef(machine, { inspect });
  const state = useSelector(actor, pushSubscriptionStateOf);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const events = useMemo(
    () => ({
      enable: () => actor.send({ type: 'push.enable' }),
      disable: () => actor.send({ type: 'push.disable' }),
      retry: () => actor.send({ type: 'push.retry' }),
      dismiss: () => actor.send({ type: 'push.dismiss' }),
      recheck: () => actor.send({ type: 'push.recheck' }),
    }),
    [actor],
  );
  return { state, error, events };
}
