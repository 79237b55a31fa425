import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Anchor, Badge, Breadcrumbs, Burger, Button, Group, Loader, NavLink, Overlay, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure, useHotkeys, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { createLazyRoute, Link, Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, memo, Suspense, useDeferredValue, useState } from 'react';
import { activePharmacy, isEmbedded, stateChrome, stateForPath } from '@domain/session';
import coverPicture from '../assets/campaign-cover.svg';
import { sessionMessages } from '../shared/session-messages';
import { SessionProvider, useSession, useSessionState } from '../shared/session-context';
import { menuIcons } from '../shared/menu-icons';
import { useUiServices } from '../shared/ui-services-context';
import { LanguageSwitch } from './language-switch';
import { appDrawn } from './app-drawn';
import { LegalTermsGate } from './legal-terms-gate';
import { navigationFor } from './navigation';
import { useScreenCatalogue } from '../router/router-context';
import frame from './shell-frame.module.css';
import { NotFoundPage } from './not-found-page';
import { SwapProvider, useSwap } from './swap-context';
import type { UserMenu as UserMenuType } from './user-menu';

type UserMenuComponent = typeof UserMenuType;
/** The phone drawer's account section, fetched on a phone only. */
const PhoneAccount = lazy(() => import('./phone-account').then((module) => ({ default: module.PhoneAccount })));
/** The command palette's code (Mantine Spotlight), fetched the first time it is asked for. */
const CommandPalette = lazy(() => import('./command-palette').then((module) => ({ default: module.CommandPalette })));
/** The user menu's code, fetched when the user first reaches for the menu. */
let userMenuLoad: Promise<UserMenuComponent> | undefined;
const loadUserMenu = (): Promise<UserMenuComponent> => (userMenuLoad ??= import('./user-menu').then((module) => module.UserMenu));

export const ShellRoute = createLazyRoute('/app-h')({ component: ShellLayout, notFoundComponent: NotFoundPage });

/**
 * The application shell (spec 1 §2.1 /app-h): header, navigation by role and the screen. The router
 * draws this route again on every change of the address (a new search, sort or page of a screen);
 * the shell below it follows only what it reads itself, and the screen its own route.
 */
export function ShellLayout() {
  // A shell that mounts after the application's first render (a sign-in, a return from a public page)
  // is drawn in a deferred render, in slices, rather than in one blocking task with the page it
  // replaces; the first render of a visit is already drawn in slices.
  const shown = useDeferredValue(true, appDrawn() ? false : undefined);
  if (!shown) return <div className={frame.frame} aria-busy="true" />;
  return (
    <SessionProvider>
      <SwapProvider>
        <Shell />
      </SwapProvider>
    </SessionProvider>
  );
}

const Shell = memo(function Shell() {
  const { session } = useSessionState();
  // Only what the shell shows: a search, sort or page change of the screen does not re-render it, nor
  // does a move between addresses with the same chrome (a report's sections, say).
  const chrome = useRouterState({ select: (state) => stateChrome(stateForPath(state.location.pathname)), structuralSharing: true });
  const embedded = useRouterState({ select: (state) => isEmbedded((state.location.search as Record<string, unknown>).embedded) });
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopCollapsed, setDesktopCollapsed] = useLocalStorage({ key: 'backoffice.ui.navbar-collapsed', defaultValue: false, getInitialValueInEffect: false });
  const swap = useSwap();
  const { i18n } = useI18n();
  const phone = usePhoneLayout();
  // The command palette: mounted the first time it is asked for, then opened and closed.
  const [palette, setPalette] = useState<'never' | 'open' | 'closed'>('never');
  const openPalette = () => setPalette('open');
  useHotkeys([['mod+K', openPalette]], []);

  // The navigation is hidden when collapsed (a wide screen) or closed (the drawer of a phone). Hidden
  // when the shell first draws, its links are drawn in a background render after the screen is painted
  // rather than before it: nobody sees them until it opens.
  const navigationHidden = phone ? !mobileOpened : desktopCollapsed;
  const navigationDrawn = useDeferredValue(true, !navigationHidden) || !navigationHidden;

  if (session === undefined) return null;
  const withNavigation = !chrome.navigationHidden && !embedded;

  return (
    <div
      className={frame.frame}
      data-with-header={!embedded}
      data-with-footer={chrome.campaignFooterVisible}
      data-navbar={withNavigation && !desktopCollapsed ? 'open' : 'none'}
      style={chrome.background === 'cover' ? { backgroundImage: `url("${coverPicture}")`, backgroundSize: 'cover', backgroundAttachment: 'fixed' } : undefined}
    >
      <SkipLink />
      {!embedded && (
        <header className={frame.header}>
          <Header
            navigation={withNavigation}
            mobileOpened={mobileOpened}
            onToggleMobile={mobile.toggle}
            desktopCollapsed={desktopCollapsed}
            onToggleDesktop={() => setDesktopCollapsed(!desktopCollapsed)}
            onSwapBack={() => void swap.swapBack()}
            onSearch={openPalette}
          />
        </header>
      )}
      {withNavigation && (
        // Hidden, the navigation is out of reach: inert, so that neither the keyboard nor a screen reader reaches into it.
        <div className={frame.navbar} data-hidden={navigationHidden} inert={navigationHidden}>
          {phone && (
            <Suspense fallback={null}>
              <PhoneAccount onSwapBack={() => void swap.swapBack()} onDone={mobile.close} />
            </Suspense>
          )}
          {navigationDrawn && <Navigation onNavigate={mobile.close} />}
        </div>
      )}
      <main className={`${frame.main} main-content`} data-background={chrome.background} id={MAIN_CONTENT_ID} tabIndex={-1}>
        <ScreenBreadcrumb />
        <Outlet />
      </main>
      {chrome.campaignFooterVisible && <footer className={frame.footer} id="campaign-footer" />}
      <LegalTermsGate key={`${session.user.uid}:${session.entity?.eid ?? 'none'}`} />
      {swap.swapping && <SwapProgress label={i18n._(sessionMessages.SWAPPING)} />}
      {palette !== 'never' && (
        <Suspense fallback={null}>
          <CommandPalette opened={palette === 'open'} onClose={() => setPalette('closed')} />
        </Suspense>
      )}
    </div>
  );
});

const MAIN_CONTENT_ID = 'main-content';

/** Under 768 px (Mantine's `sm`, where the navigation becomes a drawer): the phone layout of the shell. */
function usePhoneLayout(): boolean {
  return useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
}

/**
 * The first stop of the keyboard: skips the header and the navigation to the screen. Shown only when
 * focused. (An anchor to '#main-content' would be read as a route by the hash router: it moves the focus.)
 */
function SkipLink() {
  return (
    <a
      className="skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      <Trans>Saltar al contenido</Trans>
    </a>
  );
}

/** The list a nested screen belongs to (its route's `parent`), by its address and title; undefined elsewhere. */
function useParentScreen(): { readonly to: string; readonly title: MessageDescriptor | undefined; readonly current: MessageDescriptor | undefined } | undefined {
  // Static data is the route's own object: selecting it re-renders only when the screen changes.
  const leaf = useRouterState({ select: (state) => [...state.matches].reverse().find((match) => match.staticData.parent !== undefined)?.staticData });
  const parent = leaf?.parent?.();
  return parent === undefined ? undefined : { to: parent.fullPath, title: parent.options.staticData?.title, current: leaf?.title };
}

/** On a nested screen, the way back to the screen it belongs to: "Plantillas de campaña › Plantilla de campaña". */
function ScreenBreadcrumb() {
  const parent = useParentScreen();
  const { i18n } = useI18n();
  const { t } = useLingui();
  if (parent?.title === undefined) return null;
  return (
    <Breadcrumbs component="nav" aria-label={t`Estás en`} mb="sm" separator="›">
      <Anchor component={Link} to={parent.to} size="sm">
        {i18n._(parent.title)}
      </Anchor>
      {parent.current !== undefined && (
        <Text size="sm" c="dimmed" aria-current="page">
          {i18n._(parent.current)}
        </Text>
      )}
    </Breadcrumbs>
  );
}

/** Covers the screen while the pharmacy changes (spec 2 §8 'cambiando de farmacia...'). */
function SwapProgress({ label }: { label: string }) {
  return (
    <Overlay fixed zIndex={2000} backgroundOpacity={0.55} blur={2} center>
      <Stack align="center" gap="sm">
        <Loader color="white" aria-hidden />
        <Text fw={600} size="lg" c="white" role="status">
          {label}
        </Text>
      </Stack>
    </Overlay>
  );
}

function Header(props: {
  navigation: boolean;
  mobileOpened: boolean;
  onToggleMobile: () => void;
  desktopCollapsed: boolean;
  onToggleDesktop: () => void;
  onSwapBack: () => void;
  onSearch: () => void;
}) {
  const services = useUiServices();
  const session = useSession();
  const { t } = useLingui();
  const pharmacy = activePharmacy(session);
  const phone = usePhoneLayout();
  // A click on the menu before its code has arrived opens it as soon as it has.
  const [menuRequested, setMenuRequested] = useState(false);
  // The menu's code (and the positioning library behind it) is fetched when the user reaches for the
  // menu, not with the first screen.
  const [UserMenu, setUserMenu] = useState<UserMenuComponent | undefined>(undefined);
  const [menuFocused, setMenuFocused] = useState(false);
  const wantMenu = () => {
    loadUserMenu().then(
      (component) => setUserMenu(() => component),
      () => {
        // Not fetched (offline): the next attempt fetches it again.
        userMenuLoad = undefined;
      },
    );
  };
  const menuFallback = (
    <Button
      variant="subtle"
      size="xs"
      aria-label={t`Menú de usuario: ${session.user.name}`}
      onPointerEnter={wantMenu}
      onFocus={() => {
        setMenuFocused(true);
        wantMenu();
      }}
      onBlur={() => setMenuFocused(false)}
      // A press that began here asks for the menu even when its code arrives before the release: the
      // release then lands on the real menu's button, not on this one.
      onPointerDown={() => setMenuRequested(true)}
      onClick={() => {
        setMenuRequested(true);
        wantMenu();
      }}
    >
      {session.user.name}
    </Button>
  );

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {props.navigation && (
          <>
            <Burger opened={props.mobileOpened} onClick={props.onToggleMobile} hiddenFrom="sm" size="sm" aria-label={t`Mostrar u ocultar la navegación`} />
            <Burger opened={!props.desktopCollapsed} onClick={props.onToggleDesktop} visibleFrom="sm" size="sm" aria-label={t`Mostrar u ocultar la navegación`} />
          </>
        )}
        <UnstyledButton component={Link} to="/app-h/dashboard" fw={700} fz="lg">
          {services.config.appName}
        </UnstyledButton>
        {pharmacy !== undefined && (
          <Badge variant="light" size="lg" visibleFrom="sm" data-testid="active-entity">
            {pharmacy.name} · {pharmacy.eid}
          </Badge>
        )}
      </Group>
      <Group gap="xs" wrap="nowrap" ml="auto" mr={props.navigation && phone ? 0 : 'sm'}>
        {/* A native title, not a tooltip: the positioning library stays out of the first page. */}
        <Button variant="subtle" size="compact-md" px={6} onClick={props.onSearch} aria-label={t`Búsqueda rápida`} title={t`Búsqueda rápida de pantallas y farmacias (Ctrl+K)`} aria-keyshortcuts="Control+K Meta+K">
          <menuIcons.search size={20} stroke={1.6} aria-hidden />
        </Button>
      </Group>
      {/* Under 768 px, with a navigation drawer, the header keeps the title and the menu button: the rest is in the drawer. */}
      {!(props.navigation && phone) && (
        <Group gap="sm" wrap="nowrap">
          {session.backoffice !== undefined && (
            <Button size="xs" variant="light" onClick={props.onSwapBack}>
              <Trans>Volver al backoffice</Trans>
            </Button>
          )}
          <LanguageSwitch />
          {UserMenu === undefined ? menuFallback : <UserMenu defaultOpened={menuRequested} focused={menuFocused} />}
        </Group>
      )}
    </Group>
  );
}

function Navigation({ onNavigate }: { onNavigate: () => void }) {
  const session = useSession();
  const { i18n } = useI18n();
  const { t } = useLingui();
  const items = navigationFor(useScreenCatalogue().navigation, session, useUiServices().config);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // A nested screen (a form) keeps the entry of the screen it belongs to (its list) highlighted.
  const parentPath = useParentScreen()?.to;
  const link = ({ icon: Icon, ...item }: (typeof items.main)[number]) => (
    <NavLink
      key={item.to}
      component={Link}
      to={item.to}
      label={i18n._(item.label)}
      leftSection={<Icon size={18} stroke={1.6} aria-hidden />}
      active={pathname === item.to || pathname.startsWith(`${item.to}/`) || parentPath === item.to}
      onClick={onNavigate}
    />
  );
  return (
    <Stack gap={4} component="nav" aria-label={t`Navegación principal`}>
      {items.main.map(link)}
      {items.backoffice.length > 0 && (
        <>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="md" px="sm">
            <Trans>Backoffice</Trans>
          </Text>
          {items.backoffice.map(link)}
        </>
      )}
    </Stack>
  );
}
