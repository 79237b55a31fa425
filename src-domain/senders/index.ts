export { senderStatus, senderWarning, validateSenderForm } from './sender';
export type { Sender, SenderForm, SenderFormError, SenderStatus, SenderWarning } from './sender';
export type { SenderMessageCode } from './sender-messages';
export { RESEND_LOCKOUT_MS, canResendVerification, resendLockoutRemainingMs } from './verification-resend';
export { SenderGateway, SenderGatewayMethods } from './sender-gateway.port';
