export default definePageConfig({ navigationBarTitleText: '日志与报错' })
