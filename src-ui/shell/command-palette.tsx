import '@mantine/spotlight/styles.layer.css';
import { useLingui as useI18n } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { Spotlight, spotlight } from '@mantine/spotlight';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { matchesWords } from '@domain/shared-kernel';
import type { PaletteAction, PaletteResult } from '../router/screen-module';
import { useScreenCatalogue } from '../router/router-context';
import { menuIcons } from '../shared/menu-icons';
import { useSession } from '../shared/session-context';
import { useUiServices } from '../shared/ui-services-context';
import { navigationFor } from './navigation';
import { useSwap } from './swap-context';

/** Characters typed before records (pharmacies…) are searched; screens are listed from the first one. */
const RECORD_SEARCH_MIN_LENGTH = 2;
/** The pause in typing after which records are searched. */
const RECORD_SEARCH_DEBOUNCE_MS = 150;

/**
 * The command palette (Ctrl+K, or the header's search button): every screen the user may open and,
 * for the contexts that declare a search, their records (a back-office user finds any pharmacy by
 * name, id or contact and enters it in one step). Loaded the first time it is asked for; `opened`
 * opens it, `onClose` is told when it closes.
 */
export function CommandPalette({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const router = useRouter();
  const catalogue = useScreenCatalogue();
  const session = useSession();
  const swap = useSwap();
  const { i18n } = useI18n();
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const [searched] = useDebouncedValue(query.trim(), RECORD_SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (opened) spotlight.open();
  }, [opened]);

  const searches = catalogue.palette.filter((search) => search.visible(session));
  const records = useQuery({
    queryKey: ['command-palette', session.user.uid, session.entity?.eid, searched],
    queryFn: () => Promise.all(searches.map(async (search) => ({ group: i18n._(search.group), results: await search.search(router.options.context, searched) }))),
    enabled: opened && searched.length >= RECORD_SEARCH_MIN_LENGTH && searches.length > 0,
    staleTime: 30_000,
  });

  const run = (action: PaletteAction): void => {
    if (action.kind === 'open') void router.navigate({ to: action.to });
    else void swap.swapTo(action.eid);
  };
  const { main, backoffice } = navigationFor(catalogue.navigation, session, useUiServices().config);
  const screens: PaletteResult[] = [...main, ...backoffice]
    .map((item) => ({ id: `screen:${item.to}`, label: i18n._(item.label), description: item.tile === undefined ? undefined : i18n._(item.tile.description), icon: item.icon, action: { kind: 'open', to: item.to } as const }))
    .filter((screen) => query.trim() === '' || matchesWords(`${screen.label} ${screen.description ?? ''}`, query));
  const groups: { readonly group: string; readonly results: readonly PaletteResult[] }[] = [
    ...(screens.length > 0 ? [{ group: t`Pantallas`, results: screens }] : []),
    ...(query.trim().length >= RECORD_SEARCH_MIN_LENGTH ? (records.data ?? []).filter((found) => found.results.length > 0) : []),
  ];
  const searching = records.isFetching || (query.trim() !== searched && query.trim().length >= RECORD_SEARCH_MIN_LENGTH && searches.length > 0);

  return (
    <Spotlight.Root query={query} onQueryChange={setQuery} shortcut={null} onSpotlightClose={onClose} scrollable maxHeight={420}>
      <Spotlight.Search
        leftSection={<menuIcons.search size={18} stroke={1.6} aria-hidden />}
        placeholder={searches.length > 0 ? t`Buscar pantallas y farmacias…` : t`Buscar pantallas…`}
        aria-label={t`Búsqueda rápida`}
      />
      <Spotlight.ActionsList>
        {groups.length > 0 ? (
          groups.map((found) => (
            // The group's name is drawn by CSS: a screen reader hears it from the group's label.
            <Spotlight.ActionsGroup key={found.group} label={found.group} role="group" aria-label={found.group}>
              {found.results.map((result) => {
                const Icon = result.icon;
                return (
                  <Spotlight.Action
                    key={result.id}
                    label={result.label}
                    description={result.description}
                    leftSection={<Icon size={22} stroke={1.6} aria-hidden />}
                    highlightQuery
                    onClick={() => run(result.action)}
                  />
                );
              })}
            </Spotlight.ActionsGroup>
          ))
        ) : (
          <Spotlight.Empty>{searching ? t`Buscando…` : records.isError ? t`No se ha podido buscar. Vuelve a intentarlo.` : t`No hay resultados`}</Spotlight.Empty>
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
