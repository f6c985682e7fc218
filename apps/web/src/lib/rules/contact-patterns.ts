// The contact rules every form of the app checks the same way (sign-in by phone, the personal
// center, user administration).

/** A mainland mobile number: 11 digits starting with 1 (seed 000 §5, §9). */
export const MOBILE_PATTERN = /^1\d{10}$/;

/** An e-mail address: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
