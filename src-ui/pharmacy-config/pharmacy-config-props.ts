import type { ConfigSection } from '@domain/pharmacy-config';

/** What the screen that opens the configuration tells it. */
export interface PharmacyConfigLauncherProps {
  /** The pharmacy to configure; nothing is shown (or fetched) while it is undefined. */
  readonly eid: number | undefined;
  /** Its name, for the title until its settings arrive. */
  readonly name?: string | undefined;
  readonly tab: ConfigSection | undefined;
  readonly onTabChange: (tab: ConfigSection) => void;
  readonly onClose: () => void;
}
