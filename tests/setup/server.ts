// Server tests build the app in process on a throwaway database: see tests/server/helpers.ts.
export {};
