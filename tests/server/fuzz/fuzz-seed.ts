/** Issue 16: the server suite's fuzzing uses this fixed seed, so every run sends the same requests. */
export const FUZZ_TEST_SEED = 16;
