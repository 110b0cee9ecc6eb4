import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  // Typing with user-event takes seconds when the two cores are busy (a build beside the tests); a slow
  // machine must not fail a test that checks behaviour, not speed.
  testTimeout: 15_000,
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next'],
  modulePathIgnorePatterns: ['<rootDir>/.next'],
  moduleNameMapper: {
    // `server-only` throws outside React Server Components; Jest runs server modules directly.
    '^server-only$': '<rootDir>/test/server-only-stub.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
};

export default createJestConfig(config);
