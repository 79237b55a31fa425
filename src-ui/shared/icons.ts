/**
 * The icons the application shows, one import per icon (Tabler's outline set, MIT): the package's
 * index lists thousands, and importing it whole would make every test and the development server
 * read them all. Icons are decorative: what they stand for is always said in text beside them.
 */
import type { TablerIcon } from '@tabler/icons-react';
import IconAddressBook from '@tabler/icons-react/icons/IconAddressBook';
import IconArrowUp from '@tabler/icons-react/icons/IconArrowUp';
import IconArrowsExchange from '@tabler/icons-react/icons/IconArrowsExchange';
import IconArrowsShuffle from '@tabler/icons-react/icons/IconArrowsShuffle';
import IconBuildingStore from '@tabler/icons-react/icons/IconBuildingStore';
import IconCalendarEvent from '@tabler/icons-react/icons/IconCalendarEvent';
import IconCalendarMonth from '@tabler/icons-react/icons/IconCalendarMonth';
import IconChartBar from '@tabler/icons-react/icons/IconChartBar';
import IconClock from '@tabler/icons-react/icons/IconClock';
import IconDeviceFloppy from '@tabler/icons-react/icons/IconDeviceFloppy';
import IconDownload from '@tabler/icons-react/icons/IconDownload';
import IconEye from '@tabler/icons-react/icons/IconEye';
import IconFilter from '@tabler/icons-react/icons/IconFilter';
import IconFlask from '@tabler/icons-react/icons/IconFlask';
import IconLayoutDashboard from '@tabler/icons-react/icons/IconLayoutDashboard';
import IconListCheck from '@tabler/icons-react/icons/IconListCheck';
import IconLock from '@tabler/icons-react/icons/IconLock';
import IconMail from '@tabler/icons-react/icons/IconMail';
import IconMessage from '@tabler/icons-react/icons/IconMessage';
import IconPackageExport from '@tabler/icons-react/icons/IconPackageExport';
import IconPencil from '@tabler/icons-react/icons/IconPencil';
import IconPill from '@tabler/icons-react/icons/IconPill';
import IconPlus from '@tabler/icons-react/icons/IconPlus';
import IconReportAnalytics from '@tabler/icons-react/icons/IconReportAnalytics';
import IconReportMoney from '@tabler/icons-react/icons/IconReportMoney';
import IconSearch from '@tabler/icons-react/icons/IconSearch';
import IconSettings from '@tabler/icons-react/icons/IconSettings';
import IconShoppingBag from '@tabler/icons-react/icons/IconShoppingBag';
import IconSpeakerphone from '@tabler/icons-react/icons/IconSpeakerphone';
import IconTemplate from '@tabler/icons-react/icons/IconTemplate';
import IconTerminal2 from '@tabler/icons-react/icons/IconTerminal2';
import IconTrash from '@tabler/icons-react/icons/IconTrash';
import IconUpload from '@tabler/icons-react/icons/IconUpload';
import IconUsers from '@tabler/icons-react/icons/IconUsers';
import IconWorld from '@tabler/icons-react/icons/IconWorld';
import IconWorldWww from '@tabler/icons-react/icons/IconWorldWww';

/** An icon component (size, stroke and colour as props). */
export type ScreenIcon = TablerIcon;

export const icons = {
  addressBook: IconAddressBook,
  analytics: IconReportAnalytics,
  appointments: IconCalendarEvent,
  arrowUp: IconArrowUp,
  calendarMonth: IconCalendarMonth,
  chart: IconChartBar,
  clients: IconUsers,
  clock: IconClock,
  dashboard: IconLayoutDashboard,
  developer: IconTerminal2,
  download: IconDownload,
  edit: IconPencil,
  email: IconMail,
  export: IconPackageExport,
  eye: IconEye,
  filter: IconFilter,
  jobs: IconListCheck,
  laboratory: IconFlask,
  lock: IconLock,
  megaphone: IconSpeakerphone,
  message: IconMessage,
  pharmacy: IconBuildingStore,
  pill: IconPill,
  plus: IconPlus,
  reportMoney: IconReportMoney,
  save: IconDeviceFloppy,
  search: IconSearch,
  settings: IconSettings,
  shop: IconShoppingBag,
  shuffle: IconArrowsShuffle,
  sync: IconArrowsExchange,
  template: IconTemplate,
  trash: IconTrash,
  upload: IconUpload,
  web: IconWorld,
  website: IconWorldWww,
} as const satisfies Record<string, ScreenIcon>;
