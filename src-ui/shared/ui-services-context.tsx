import { createContext, useContext, type ReactNode } from 'react';
import type { UiServices } from './ui-services';

const UiServicesContext = createContext<UiServices | undefined>(undefined);

/** Makes the UI services available to every component below. */
export function UiServicesProvider({ services, children }: { services: UiServices; children: ReactNode }) {
  return <UiServicesContext.Provider value={services}>{children}</UiServicesContext.Provider>;
}

/** The UI services: the only way a component reaches ports. */
export function useUiServices(): UiServices {
  const services = useContext(UiServicesContext);
  if (services === undefined) throw new Error('useUiServices needs a UiServicesProvider above it');
  return services;
}
