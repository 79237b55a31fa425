/**
 * The icons of the menu, the dashboard's tiles and the header: the first page shows them, so they
 * come with it; the icons of the screens' actions are in `icons.ts` and come with the screens. One
 * import per icon (Tabler's outline set, MIT): the package's index lists thousands. Icons are
 * decorative: what they stand for is always said in text beside them.
 */
import type { TablerIcon } from '@tabler/icons-react';
import IconAddressBook from '@tabler/icons-react/icons/IconAddressBook';
import IconArrowsShuffle from '@tabler/icons-react/icons/IconArrowsShuffle';
import IconBuildingStore from '@tabler/icons-react/icons/IconBuildingStore';
import IconCalendarEvent from '@tabler/icons-react/icons/IconCalendarEvent';
import IconCalendarMonth from '@tabler/icons-react/icons/IconCalendarMonth';
import IconChartBar from '@tabler/icons-react/icons/IconChartBar';
import IconClock from '@tabler/icons-react/icons/IconClock';
import IconDiscount from '@tabler/icons-react/icons/IconDiscount';
import IconFilter from '@tabler/icons-react/icons/IconFilter';
import IconFlask from '@tabler/icons-react/icons/IconFlask';
import IconLayoutDashboard from '@tabler/icons-react/icons/IconLayoutDashboard';
import IconListCheck from '@tabler/icons-react/icons/IconListCheck';
import IconMail from '@tabler/icons-react/icons/IconMail';
import IconPackageExport from '@tabler/icons-react/icons/IconPackageExport';
import IconPill from '@tabler/icons-react/icons/IconPill';
import IconReportAnalytics from '@tabler/icons-react/icons/IconReportAnalytics';
import IconReportMoney from '@tabler/icons-react/icons/IconReportMoney';
import IconSearch from '@tabler/icons-react/icons/IconSearch';
import IconShoppingBag from '@tabler/icons-react/icons/IconShoppingBag';
import IconSpeakerphone from '@tabler/icons-react/icons/IconSpeakerphone';
import IconTemplate from '@tabler/icons-react/icons/IconTemplate';
import IconTerminal2 from '@tabler/icons-react/icons/IconTerminal2';
import IconUsers from '@tabler/icons-react/icons/IconUsers';
import IconWorld from '@tabler/icons-react/icons/IconWorld';
import IconWorldWww from '@tabler/icons-react/icons/IconWorldWww';

/** An icon component (size, stroke and colour as props). */
export type ScreenIcon = TablerIcon;

export const menuIcons = {
  addressBook: IconAddressBook,
  analytics: IconReportAnalytics,
  appointments: IconCalendarEvent,
  calendarMonth: IconCalendarMonth,
  chart: IconChartBar,
  clients: IconUsers,
  clock: IconClock,
  dashboard: IconLayoutDashboard,
  discount: IconDiscount,
  developer: IconTerminal2,
  email: IconMail,
  export: IconPackageExport,
  filter: IconFilter,
  jobs: IconListCheck,
  laboratory: IconFlask,
  megaphone: IconSpeakerphone,
  pharmacy: IconBuildingStore,
  pill: IconPill,
  reportMoney: IconReportMoney,
  search: IconSearch,
  shop: IconShoppingBag,
  shuffle: IconArrowsShuffle,
  template: IconTemplate,
  web: IconWorld,
  website: IconWorldWww,
} as const satisfies Record<string, ScreenIcon>;
