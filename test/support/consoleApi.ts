// The console's support queues answering empty lists, for tests of one tab of 客服工单: the page
// opens on 用户问题 and must not reach the network for the tabs a test does not look at.
export function quietSupportApi() {
  const actual = jest.requireActual('../../src/api/admin')
  const none = () => jest.fn().mockResolvedValue({ rows: [], total: 0 })
  return {
    ...actual,
    adminConsoleApi: { counts: jest.fn().mockResolvedValue({}) },
    adminSupportApi: { ...actual.adminSupportApi, problems: none(), reports: none(), merchants: none() },
    adminClientErrorApi: { list: none() },
    adminUserApi: { reservedNames: jest.fn() },
  }
}
