// Babel for Taro builds and jest. NutUI components are imported one by one with their CSS
// (importing the whole library adds ~36 KB gzip to every page).
const nutuiImport = [
  'import',
  {
    libraryName: '@nutui/nutui-react-taro',
    camel2DashComponentName: false,
    customName: (name) => `@nutui/nutui-react-taro/dist/es/packages/${name.toLowerCase()}`,
    customStyleName: (name) => `@nutui/nutui-react-taro/dist/es/packages/${name.toLowerCase()}/style/css`,
  },
  'nutui-react-taro',
]

module.exports = (api) => {
  const isTest = api.env('test')
  return {
    presets: [['taro', { framework: 'react', ts: true, compiler: 'webpack5' }]],
    // Under jest the CSS side effects are not needed.
    plugins: isTest
      ? [['import', { ...nutuiImport[1], customStyleName: undefined, style: false }, 'nutui-react-taro']]
      : [nutuiImport],
  }
}
