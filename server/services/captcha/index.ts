export {
  CAPTCHA_ALGORITHM,
  CAPTCHA_COST,
  CAPTCHA_COUNTER,
  CAPTCHA_TTL_MS,
  type CaptchaDifficulty,
  createCaptchaChallenge,
  createSignInCaptchaChallenge,
  SIGN_IN_CAPTCHA_DIFFICULTY,
  SIGN_IN_CAPTCHA_PURPOSE,
  type SignInCaptchaData,
  STANDARD_CAPTCHA_DIFFICULTY,
} from './captchaChallenge';
export { type CaptchaPayload, parseCaptchaPayload } from './captchaPayload';
export { type CaptchaSecrets, captchaSecretsFor } from './captchaSecrets';
export { claimCaptchaSolution, purgeExpiredCaptchaSolutions } from './usedCaptchaSolutions';
export { type CaptchaError, type CaptchaResult, type VerifyCaptchaOptions, verifyCaptcha } from './verifyCaptcha';
