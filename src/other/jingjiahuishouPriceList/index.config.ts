export default definePageConfig({ navigationBarTitleText: '回收价格表' })
