export default definePageConfig({ navigationBarTitleText: '防骗查询' })
