import { View, Text, Image } from '@tarojs/components'
import { encode } from 'uqr'
import { isH5 } from '../../utils/platform'
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

/**
 * 下载App's codes (issue 38). Hao Shi has no app in the stores, and its mini-programs have no
 * published code yet (the projects carry no registered AppID), so the code shown is the one the
 * product really has: this site's own address, drawn from the address the page was opened at, for
 * a phone to scan and open the H5 site. The words say so, so nobody looks for a code that is not
 * there. Only on H5: inside a mini-program the user is already in the app.
 */
export function SiteCode() {
  if (!isH5()) return null
  const url = `${window.location.origin}/index/home`
  return (
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
        {/* no mini-program code here: the operator's own text below says how to open them (by name
            search), and a code can only be drawn once a published appid exists */}
        <Text className='site-code__url'>{url}</Text>
      </View>
    </View>
  )
}
