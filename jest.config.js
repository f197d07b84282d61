// Client tests: jsdom, babel-jest with Taro's preset (babel.config.js). Why each line is here is said
// beside it.

// Packages that ship ES modules only: babel-jest must transform them too, or jest's CommonJS loader
// stops at their first `import`.
const esmPackages = [
  '@tarojs',
  '@nutui',
  '@stencil',
  'swiper',
  'query-string',
  'decode-uri-component',
  'split-on-first',
  'filter-obj',
  'style-inject',
  'lodash-es',
  '\\.pnpm',
]

module.exports = {
  testEnvironment: 'jsdom',
  // jest's jsdom environment resolves packages' `exports` under the `browser` condition; load their
  // Node entry points instead, as the rest of the test tooling does
  testEnvironmentOptions: { customExportConditions: ['node', 'node-addons'] },
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/test/e2e/'],
  transform: { '^.+\\.(mjs|cjs|js|jsx|ts|tsx)$': 'babel-jest' },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  // Taro's H5 runtime and components need a real page to mount in; the stand-ins in test/support give
  // jsdom enough of both, and styles are nothing to a test
  moduleNameMapper: {
    '^@tarojs/taro$': '<rootDir>/test/support/taro.ts',
    '^@tarojs/components$': '<rootDir>/test/support/components.tsx',
    '\\.(css|scss|sass)$': '<rootDir>/test/support/style.ts',
    '^@/(.*)$': '<rootDir>/src/$1',
  },
  setupFiles: ['<rootDir>/test/support/setup.ts'],
  // compile-time flags Taro's runtime reads, which Taro's own build defines (webpack DefinePlugin)
  globals: {
    ENABLE_INNER_HTML: true,
    ENABLE_ADJACENT_HTML: true,
    ENABLE_SIZE_APIS: true,
    ENABLE_TEMPLATE_CONTENT: true,
    ENABLE_MUTATION_OBSERVER: true,
    ENABLE_CLONE_NODE: true,
    ENABLE_CONTAINS: true,
    DEPRECATED_ADAPTER_COMPONENT: false,
  },
}
