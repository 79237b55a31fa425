/**
 * Every icon the screens show: those of the menu (`menu-icons.ts`, part of the first page) and those
 * of the screens' actions, which come with the screens that use them. One import per icon (Tabler's
 * outline set, MIT). Icons are decorative: what they stand for is always said in text beside them.
 */
import IconArrowUp from '@tabler/icons-react/icons/IconArrowUp';
import IconArrowsExchange from '@tabler/icons-react/icons/IconArrowsExchange';
import IconBan from '@tabler/icons-react/icons/IconBan';
import IconDeviceFloppy from '@tabler/icons-react/icons/IconDeviceFloppy';
import IconDownload from '@tabler/icons-react/icons/IconDownload';
import IconEye from '@tabler/icons-react/icons/IconEye';
import IconLock from '@tabler/icons-react/icons/IconLock';
import IconMessage from '@tabler/icons-react/icons/IconMessage';
import IconPencil from '@tabler/icons-react/icons/IconPencil';
import IconPlus from '@tabler/icons-react/icons/IconPlus';
import IconSettings from '@tabler/icons-react/icons/IconSettings';
import IconTrash from '@tabler/icons-react/icons/IconTrash';
import IconUpload from '@tabler/icons-react/icons/IconUpload';
import { menuIcons, type ScreenIcon } from './menu-icons';

export type { ScreenIcon } from './menu-icons';

export const icons = {
  ...menuIcons,
  arrowUp: IconArrowUp,
  ban: IconBan,
  download: IconDownload,
  edit: IconPencil,
  eye: IconEye,
  lock: IconLock,
  message: IconMessage,
  plus: IconPlus,
  save: IconDeviceFloppy,
  settings: IconSettings,
  sync: IconArrowsExchange,
  trash: IconTrash,
  upload: IconUpload,
} as const satisfies Record<string, ScreenIcon>;
