export { HttpSenderGateway } from './http-sender-gateway';
export { InMemorySenderGateway, NO_SENDER_TO_VERIFY_MESSAGE } from './in-memory-sender-gateway';
