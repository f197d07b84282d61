// Client tests: jsdom, babel-jest with Taro's preset (see toolchain.md for why each line is here).
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
  testEnvironmentOptions: { customExportConditions: ['node', 'node-addons'] },
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/test/e2e/'],
  transform: { '^.+\\.(mjs|cjs|js|jsx|ts|tsx)$': 'babel-jest' },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: {
    '^@tarojs/taro$': '<rootDir>/test/support/taro.ts',
    '^@tarojs/components$': '<rootDir>/test/support/components.tsx',
    '\\.(css|scss|sass)$': '<rootDir>/test/support/style.ts',
    '^@/(.*)$': '<rootDir>/src/$1',
  },
  setupFiles: ['<rootDir>/test/support/setup.ts'],
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
