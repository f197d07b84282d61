export default definePageConfig({ navigationBarTitleText: '提交结果' })
