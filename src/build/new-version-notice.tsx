import { useEffect } from 'react';
import { Button } from 'antd';
import { withNotificationApi } from '../../providers/notification-provider.ts';
import { useTranslation } from 'react-i18next';
import { startBuildCheck } from './build-check.ts';

/** Non-blocking: the operator reloads when it suits them, not in the middle of a form. */
export function NewVersionNotice() {
  const { t } = useTranslation();

  useEffect(() => {
    if (import.meta.env.DEV) return;
    return startBuildCheck(() => {
      withNotificationApi((api) =>
        api.info({
          key: 'new-version',
          message: t('shell.newVersion.title'),
          description: t('shell.newVersion.description'),
          duration: 0,
          actions: (
            <Button type="primary" size="small" onClick={() => window.location.reload()}>
              {t('shell.newVersion.reload')}
            </Button>
          ),
        }),
      );
    });
  }, [t]);

  return null;
}
