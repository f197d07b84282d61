export default definePageConfig({ navigationBarTitleText: '交接检查项' })
