export { CAPTCHA_ALGORITHM, CAPTCHA_COST, CAPTCHA_COUNTER, CAPTCHA_TTL_MS, createCaptchaChallenge } from './captchaChallenge';
export { type CaptchaPayload, parseCaptchaPayload } from './captchaPayload';
export { type CaptchaSecrets, captchaSecretsFor } from './captchaSecrets';
export { claimCaptchaSolution, purgeExpiredCaptchaSolutions } from './usedCaptchaSolutions';
export { type CaptchaError, type CaptchaResult, type VerifyCaptchaOptions, verifyCaptcha } from './verifyCaptcha';
