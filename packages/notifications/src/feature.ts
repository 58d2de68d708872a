import { defineFeature } from '@cc/auth';
import { NOTIFICATIONS_MESSAGES as M } from './messages';

/**
 * The notifications feature: the page /notifications (GET_NOTIFICATTIONS, as the spec spells it), in
 * the navigation. The bell and the live stream are {@link NotificationBell} and
 * {@link NotificationsLive}, mounted by the app's main layout.
 *
 * @example
 * const FEATURES = [carsFeature, notificationsFeature];
 */
export const notificationsFeature = defineFeature({
  name: 'notifications',
  routes: [
    {
      path: 'notifications',
      title: M.title,
      permission: 'GET_NOTIFICATTIONS',
      nav: { label: M.title, order: 80 },
      screen: () => import('./notifications-page'),
    },
  ],
});
