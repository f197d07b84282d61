import { View, Text, Image } from '@tarojs/components'
import { encode } from 'uqr'
import { siteApi, type SiteSettings } from '../../api/site'
import { useRemote } from '../../hooks/useRemote'
import { isH5, mediaUrl } from '../../utils/platform'
import './index.scss'

/**
 * A QR code of `text` as an SVG document: one square path per dark module, on white, with the
 * quiet zone of two modules that scanners need around it.
 */
export function qrSvg(text: string): string {
  const { data, size } = encode(text, { ecc: 'M', border: 2 })
  let d = ''
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`
    }),
  )
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path d="${d}" fill="#1f2329"/></svg>`
  )
}

/** The published mini-programs whose official code the operator may upload (站点设置). */
const PROGRAMS = [
  { key: 'wechatCode', app: '微信' },
  { key: 'alipayCode', app: '支付宝' },
] as const

/**
 * The mini-programs' own codes, those the operator has set: a mini-program code exists only once the
 * program is published, and only the WeChat and Alipay consoles hand it out, so it is an image the
 * operator uploads in 站点设置 (GET /api/site/settings `miniProgram`), never drawn here. None set, or
 * the settings not loaded: nothing is shown, and the operator's text below says how to find the
 * programs by name.
 */
export function ProgramCodes({ codes }: { codes: SiteSettings['miniProgram'] | null }) {
  const set = codes ? PROGRAMS.filter((p) => codes[p.key]) : []
  if (!set.length) return null
  return (
    <View className='program-codes'>
      {set.map((p) => (
        <View key={p.key} className='program-codes__item'>
          <Image
            className='program-codes__img'
            src={mediaUrl(codes![p.key]!)}
            mode='aspectFit'
            imgProps={{ alt: `号市${p.app}小程序码` }}
          />
          <Text className='program-codes__caption'>{`${p.app}扫一扫打开号市小程序`}</Text>
        </View>
      ))}
    </View>
  )
}

function H5Codes() {
  const url = `${window.location.origin}/index/home`
  const [site] = useRemote(() => siteApi.settings(), [])
  return (
    <>
      <View className='site-code'>
        <Image
          className='site-code__img'
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg(url))}`}
          imgProps={{ alt: `号市网页版二维码：${url}` }}
        />
        <View className='site-code__text'>
          <Text className='site-code__title'>手机扫码打开号市</Text>
          <Text className='site-code__note'>
            用手机相机、微信或支付宝扫一扫，打开号市网页版，买号、卖号、付款都能用。
          </Text>
          <Text className='site-code__url'>{url}</Text>
        </View>
      </View>
      <ProgramCodes codes={site.status === 'ok' ? site.data.miniProgram : null} />
    </>
  )
}

/**
 * 下载App's codes (issue 38). Hao Shi has no app in the stores; the page shows what a phone can
 * scan: this site's own address (drawn from the address the page was opened at, so it is always the
 * site the visitor is on) and, once the operator has uploaded them, the official codes of the WeChat
 * and Alipay mini-programs (ProgramCodes). Only on H5: inside either mini-program the user is already
 * in the app, so neither the site's code nor the programs' is of use there.
 */
export function SiteCode() {
  return isH5() ? <H5Codes /> : null
}
