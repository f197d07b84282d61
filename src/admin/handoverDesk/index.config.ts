export default definePageConfig({ navigationBarTitleText: '验号换绑' })
