/**
 * The scrypt cost of every password hash in tests (the demo accounts' hash in the run's dump
 * too): cheap sign-ins. Production never goes below `MIN_SCRYPT_N` (16384).
 */
export const TEST_SCRYPT_N = 1024;
