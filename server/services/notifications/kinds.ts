/**
 * The kinds of event a person is told of outside the portal. The first ones are the setting's
 * categories (contract/settings.ts `notificationCategories`, chosen per channel by the person);
 * BEZPECNOST (a sign-in from a new device) is not a choice: it always goes by e-mail, also in quiet hours.
 */
import type { NotificationCategory } from '../../../contract/settings';

export type NotificationKind = NotificationCategory | 'bezpecnost';
