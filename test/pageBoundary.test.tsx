import { act, fireEvent, render, screen } from '@testing-library/react'
import { withBoundary } from '../src/components/PageShell/withBoundary'
import { clientErrorApi } from '../src/api/clientError'
import { ROUTES } from '../src/routes'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

jest.mock('../src/api/clientError', () => ({ clientErrorApi: { report: jest.fn().mockResolvedValue(null) } }))

const flush = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0))
  })

// React logs every caught render error; these are the ones the tests cause on purpose
let consoleError: jest.SpyInstance
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => {
  consoleError.mockRestore()
  jest.clearAllMocks()
})

let shouldThrow = true
// the page's own render throws, as sureOrder did on an agreed-price order (reading offer.goods.priceFen)
function BrokenPage() {
  if (shouldThrow) {
    const offer = {} as { goods: { priceFen: number } }
    return <div>{offer.goods.priceFen}</div>
  }
  return <div>订单确认</div>
}
const Page = withBoundary('sureOrder', BrokenPage)

it('a page whose own render throws shows 页面出错了 with retry and home, and reports the error', async () => {
  shouldThrow = true
  render(<Page />)
  await flush()
  expect(screen.getByText('页面出错了')).toBeTruthy()
  expect(screen.getByText('重试')).toBeTruthy()
  expect(screen.getByText('返回首页')).toBeTruthy()
  expect(clientErrorApi.report).toHaveBeenCalledTimes(1)
  const body = (clientErrorApi.report as jest.Mock).mock.calls[0][0]
  expect(body.message).toMatch(/priceFen/)
  expect(body.route).toBeTruthy()
  expect(body.stack).toMatch(/TypeError/)
})

it('重试 mounts the page afresh', async () => {
  shouldThrow = true
  render(<Page />)
  await flush()
  shouldThrow = false
  fireEvent.click(screen.getByText('重试'))
  await flush()
  expect(screen.getByText('订单确认')).toBeTruthy()
  expect(screen.queryByText('页面出错了')).toBeNull()
})

it('a page that renders is left alone and nothing is reported', async () => {
  shouldThrow = false
  render(<Page />)
  await flush()
  expect(screen.getByText('订单确认')).toBeTruthy()
  expect(clientErrorApi.report).not.toHaveBeenCalled()
})

it('every page in the route table exports its component wrapped in withBoundary', () => {
  // the boundary must sit outside the page's own render (a boundary inside PageShell would not
  // catch a throw in the page body), so it is checked at the page's default export
  const unwrapped = ROUTES.filter((r) => {
    const file = ['.tsx', '.ts'].map((ext) => join(__dirname, '..', 'src', r.page + ext)).find((f) => existsSync(f))
    if (!file) return true
    return !new RegExp(`^export default withBoundary\\('${r.name}',`, 'm').test(readFileSync(file, 'utf8'))
  }).map((r) => r.page)
  expect(unwrapped).toEqual([])
})
