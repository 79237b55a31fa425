export { HttpMonthGateway } from './http-month-gateway';
export { InMemoryMonthGateway } from './in-memory-month-gateway';
export { PICTURE_PRODUCTS, demoMonths } from './demo-months';
export type { DemoMonth, PictureProduct, PictureProductUse } from './demo-months';
export { MONTH_PRODUCT_COLUMNS, monthProductRows } from './month-products-workbook';
