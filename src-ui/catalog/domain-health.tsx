import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import { isHealthyResult, type DomainHealth } from '@domain/catalog-export';
import { notify } from '../shared/notify';
import { useErrorText } from '../shared/load-failure';
import { notifyTitled } from '../shared/titled-notice';
import { useCheckCatalogHealth } from './catalog.mutations';

/** A domain's last known catalog health, as a badge. */
export function HealthBadge({ result }: { result: string | undefined }) {
  const { t } = useLingui();
  if (result === undefined) return null;
  return isHealthyResult(result) ? (
    <Badge variant="light" color="pharmacy" size="sm">
      {t`Catálogo apto`}
    </Badge>
  ) : (
    <Badge variant="light" color="red" size="sm">
      {t`Catálogo no apto`}
    </Badge>
  );
}

/** The health check of some domains (spec 1 §7 PUT /api/v1/catalog/check/health), its results kept by the screen. */
export function useHealthCheck(onResults: (results: readonly DomainHealth[]) => void) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const { check, checking } = useCheckCatalogHealth({
    onChecked: (results, { announce }) => {
      onResults(results);
      if (!announce) return;
      const healthy = results.filter((entry) => isHealthyResult(entry.result));
      const [single] = results;
      if (results.length === 1 && single !== undefined) {
        notify({ color: healthy.length === 1 ? 'green' : 'red', message: healthy.length === 1 ? t`${single.domain}: catálogo apto.` : t`${single.domain}: catálogo no apto.` });
      } else {
        const unhealthy = results.length - healthy.length;
        notify({ color: unhealthy === 0 ? 'green' : 'yellow', message: t`Salud comprobada: ${healthy.length} con catálogo apto y ${unhealthy} con catálogo no apto.` });
      }
    },
    onFailed: (error) => notifyTitled({ color: 'red', title: t`No se ha podido comprobar la salud del catálogo`, message: errorText(error) }),
  });
  return {
    /** Checks the domains; the results show where each domain is listed. */
    check: (domains: readonly string[]) => check({ domains, announce: false }),
    /** Checks one domain and tells its result. */
    checkOne: (domain: string) => void check({ domains: [domain], announce: true }).catch(() => undefined),
    /** Checks the domains and tells how many are healthy. */
    checkAll: (domains: readonly string[]) => void check({ domains, announce: true }).catch(() => undefined),
    checking,
  };
}
