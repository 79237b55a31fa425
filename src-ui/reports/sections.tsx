import { createLazyRoute } from '@tanstack/react-router';
import { MarketingSection, StaffSection } from './people-sections';
import { SalesDetailSection, SalesSection } from './sales-sections';
import { StockFamiliesSection, StockSection } from './stock-sections';

/** The report's sections, one lazy route each, all in the report's chunk. */
export const ReportIndexRoute = createLazyRoute('/app-h/mainpanel/')({ component: SalesSection });
export const SalesSectionRoute = createLazyRoute('/app-h/mainpanel/sales')({ component: SalesSection });
export const SalesDetailRoute = createLazyRoute('/app-h/mainpanel/sales/by_family')({ component: SalesDetailSection });
export const StockSectionRoute = createLazyRoute('/app-h/mainpanel/stock')({ component: StockSection });
export const StockFamiliesRoute = createLazyRoute('/app-h/mainpanel/stock/by_family')({ component: StockFamiliesSection });
export const MarketingSectionRoute = createLazyRoute('/app-h/mainpanel/marketing')({ component: MarketingSection });
export const StaffSectionRoute = createLazyRoute('/app-h/mainpanel/staff')({ component: StaffSection });
