import {
  ageOn,
  checkIdCard,
  checkPassword,
  checkPhone,
  checkRealName,
  checkSmsCode,
  parseIdCard,
} from '../src/utils/validate'

// Check characters computed by GB 11643 for these fictional numbers.
function withCheck(first17: string): string {
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
  const sum = w.reduce((s, x, i) => s + x * Number(first17[i]), 0)
  return first17 + '10X98765432'[sum % 11]
}

describe('form checks (mirroring the server)', () => {
  it('phone: mainland 1[3-9] + 9 digits', () => {
    expect(checkPhone('13800000001')).toBe('')
    expect(checkPhone('12800000001')).toBe('手机号格式不正确')
    expect(checkPhone('1380000000')).toBe('手机号格式不正确')
    expect(checkPhone('')).toBe('请输入手机号')
  })

  it('SMS code: 6 digits', () => {
    expect(checkSmsCode('123456')).toBe('')
    expect(checkSmsCode('12345a')).toBe('验证码为6位数字')
  })

  it('password: 8–20 with letters and digits', () => {
    expect(checkPassword('Haoshi2026')).toBe('')
    expect(checkPassword('short1')).toBe('密码长度为8-20位')
    expect(checkPassword('onlyletters')).toBe('密码需同时包含字母和数字')
    expect(checkPassword('123456789')).toBe('密码需同时包含字母和数字')
    expect(checkPassword('a1'.repeat(11))).toBe('密码长度为8-20位')
  })

  it('real name: 2–20 Chinese characters, · allowed', () => {
    expect(checkRealName('张三')).toBe('')
    expect(checkRealName('阿卜杜·热合曼')).toBe('')
    expect(checkRealName('张')).toBe('姓名应为2-20个汉字')
    expect(checkRealName('Zhang San')).toBe('姓名应为2-20个汉字')
  })

  it('ID number: checksum, real birth date, adult', () => {
    const now = new Date(Date.UTC(2026, 10, 23))
    const valid = withCheck('11010519900307123')
    expect(parseIdCard(valid)?.birth.toISOString().slice(0, 10)).toBe('1990-03-07')
    expect(checkIdCard(valid, now)).toBe('')
    const wrongCheck = valid.slice(0, 17) + (valid[17] === '0' ? '1' : '0')
    expect(checkIdCard(wrongCheck, now)).toBe('身份证号不正确')
    expect(checkIdCard(withCheck('11010519990230123'), now)).toBe('身份证号不正确') // 30 February
    expect(checkIdCard(withCheck('11010520100101123'), now)).toBe('未满18周岁不能使用交易服务')
    expect(checkIdCard('', now)).toBe('请输入身份证号')
  })

  it('age counts the birthday itself', () => {
    const birth = new Date(Date.UTC(2008, 10, 23))
    expect(ageOn(birth, new Date(Date.UTC(2026, 10, 22)))).toBe(17)
    expect(ageOn(birth, new Date(Date.UTC(2026, 10, 23)))).toBe(18)
  })
})
