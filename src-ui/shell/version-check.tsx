import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { VERSION_CHECK_INTERVAL_MS, VERSION_RELOAD_DELAY_MS, isNewerVersionDeployed } from '@domain/platform';
import { useUiServices } from '../shared/ui-services-context';
import { notify } from '../shared/notify';

/**
 * Checks the deployed front-end version every 5 minutes; when another version is out, warns and
 * reloads the page 4 s later (spec 1 §4, §9). A failed check is only logged.
 */
export function VersionCheck({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { frontVersion, config } = useUiServices();
  const { t } = useLingui();

  useEffect(() => {
    let reloadTimer: number | undefined;
    const check = async () => {
      try {
        const deployed = await frontVersion.deployedVersion();
        if (reloadTimer === undefined && isNewerVersionDeployed(config.appVersion, deployed)) {
          notify({
            id: 'new-version',
            color: 'yellow',
            title: t`Nueva versión disponible`,
            message: t`Hay una versión nueva de la aplicación. La página se recargará en 4 segundos.`,
            autoClose: false,
          });
          reloadTimer = window.setTimeout(reload, VERSION_RELOAD_DELAY_MS);
        }
      } catch (error) {
        console.warn('No se pudo comprobar la versión de la aplicación', error);
      }
    };
    const timer = window.setInterval(() => void check(), VERSION_CHECK_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      if (reloadTimer !== undefined) window.clearTimeout(reloadTimer);
    };
  }, [frontVersion, config.appVersion, reload, t]);

  return null;
}
