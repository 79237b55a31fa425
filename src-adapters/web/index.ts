export { HttpWebsiteGateway } from './http-website-gateway';
export { HttpWordPressGateway } from './http-wordpress-gateway';
export { InMemoryWebsiteGateway } from './in-memory-website-gateway';
export { InMemoryWordPressGateway } from './in-memory-wordpress-gateway';
export { DEMO_FAILING_DOMAIN_PREFIX, DEMO_UNLICENSED_PLUGIN, DEMO_WEB_SERVERS } from './web-demo-data';
