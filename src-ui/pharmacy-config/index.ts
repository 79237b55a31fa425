export { PharmacyConfigLauncher } from './pharmacy-config-launcher';
export type { PharmacyConfigLauncherProps } from './pharmacy-config-launcher';
export { pharmacyConfigScreens, pharmacyConfigSearchEntries } from './pharmacy-config.routes';
