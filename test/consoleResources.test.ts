import { RESOURCES, missingRequired, toBody, toValues } from '../src/admin/console/resources'

const staff = RESOURCES.find((r) => r.key === 'staff')!
const group = RESOURCES.find((r) => r.key === 'group')!

describe('console record forms', () => {
  it('turns form text into the body the server expects', () => {
    const v = toValues(staff.fields, null)
    expect(v.enabled).toBe(true) // a new record starts enabled
    const body = toBody(staff.fields, {
      ...v,
      name: ' 小鱼 ',
      type: '2',
      qq: '',
      workHours: '09:00-23:00',
      games: '王者荣耀，和平精英、原神',
      sort: '5',
    })
    expect(body).toMatchObject({
      name: '小鱼',
      type: 2,
      qq: null,
      workHours: '09:00-23:00',
      games: ['王者荣耀', '和平精英', '原神'],
      sort: 5,
      enabled: true,
      offline: false,
    })
    expect(body).not.toHaveProperty('id')
  })

  it('a blank game means “all games” (null), a chosen one its id', () => {
    expect(
      toBody(group.fields, { ...toValues(group.fields, null), name: '群', qq: '123456', gameId: '' }).gameId,
    ).toBeNull()
    expect(
      toBody(group.fields, { ...toValues(group.fields, null), name: '群', qq: '123456', gameId: '3' }).gameId,
    ).toBe(3)
  })

  it('reads a row back into the form', () => {
    const v = toValues(staff.fields, {
      id: 1,
      name: '阿杰',
      type: 2,
      qq: null,
      games: ['原神'],
      enabled: false,
      offline: true,
      workHours: '10:00-22:00',
    })
    expect(v).toMatchObject({ name: '阿杰', type: '2', qq: '', games: '原神', enabled: false, offline: true })
  })

  it('names the first missing required field', () => {
    expect(missingRequired(staff.fields, toValues(staff.fields, null))).toBe('请填写名称')
  })
})
