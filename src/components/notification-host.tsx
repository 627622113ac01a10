import { useEffect } from 'react';
import { notification } from 'antd';
import { bindNotificationApi } from '../../providers/notification-provider.ts';

/**
 * Lets toasts outside React use a notification instance that follows the theme and direction.
 * (antd's App component would do it too, but drags the modal code into /login.)
 */
export default function NotificationHost() {
  const [api, holder] = notification.useNotification();
  useEffect(() => bindNotificationApi(api), [api]);
  return holder;
}
