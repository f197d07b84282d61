export default definePageConfig({ navigationBarTitleText: '平台介绍' })
