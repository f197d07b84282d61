export default definePageConfig({ navigationBarTitleText: '站点设置' })
