import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import AdminSupportPage from '../src/admin/support'
import { adminClientErrorApi, adminSupportApi, adminUserApi } from '../src/api/admin'
import { RootStore, StoreContext } from '../src/stores/root'

// Issue 34 §9: names chosen before the look-alike rule (ᴀᴅᴍɪɴ, 售后专员 …) are not renamed
// automatically; the server lists the ones that now collide and the console's 客服工单 shows them.

jest.mock('../src/api/admin', () => require('./support/consoleApi').quietSupportApi())

const flush = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0))
  })

it('lists the names that look like staff in their own tab, with which field collides', async () => {
  jest.mocked(adminUserApi.reservedNames).mockResolvedValue({
    total: 2,
    rows: [
      { id: 41, userName: 'u_41', nickName: '售后专员', fields: ['nickName'], createdAt: '2026-10-02T08:30:00.000Z' },
      { id: 57, userName: 'ѕuррогт', nickName: null, fields: ['userName'], createdAt: '2026-10-05T12:00:00.000Z' },
    ],
  })
  Taro.setStorageSync('token', 'tok')
  const profile = jest.fn().mockResolvedValue({ id: 9, userName: 'op', nickName: '运营', roles: ['user', 'operator'] })
  const store = new RootStore({ appApi: { profile, games: jest.fn().mockResolvedValue([]) } })
  store.app.restore()
  render(
    <StoreContext.Provider value={store}>
      <AdminSupportPage />
    </StoreContext.Provider>,
  )
  await flush()
  expect(adminUserApi.reservedNames).not.toHaveBeenCalled()
  fireEvent.click(screen.getByText('疑似官方昵称'))
  await flush()
  expect(adminUserApi.reservedNames).toHaveBeenCalledTimes(1)
  expect(screen.getByText('售后专员')).toBeTruthy()
  expect(screen.getByText('ѕuррогт')).toBeTruthy()
  expect(screen.getByText('与保留字样相近：昵称')).toBeTruthy()
  expect(screen.getByText('与保留字样相近：用户名')).toBeTruthy()
  // the tab asks for the names only, not the other queues
  expect(adminSupportApi.reports).not.toHaveBeenCalled()
  expect(adminClientErrorApi.list).not.toHaveBeenCalled()
})
