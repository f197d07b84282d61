export default definePageConfig({ navigationBarTitleText: '商务合作' })
