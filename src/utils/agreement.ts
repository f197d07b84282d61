import Taro from '@tarojs/taro'
import type { ApiError } from '../api/errors'
import { apiBase, isH5 } from './platform'
import { readToken } from './storage'

/** The agreement files' paths: the parties' under the order, the operators' under /api/admin. */
export const agreementPath = (orderId: number, kind: 'pdf' | 'html', side: 'party' | 'staff' = 'party') =>
  `${side === 'staff' ? '/api/admin' : '/api'}/order/${orderId}/agreement/${kind}`

const failure = (statusCode: number): ApiError => ({
  code: statusCode,
  msg: statusCode === 404 ? '交易协议暂不可用' : '交易协议下载失败，请稍后再试',
  silent: false,
})

/**
 * Fetches an agreement file with the login. The file routes need it like every API call, and a
 * plain link carries none, so the file is downloaded with the token: into a temporary file in a
 * mini-program, into a blob address on H5.
 */
async function download(path: string): Promise<string> {
  const token = readToken()
  const header: Record<string, string> = token ? { Token: token, Authorization: `Bearer ${token}` } : {}
  const r = await Taro.downloadFile({ url: apiBase() + path, header })
  if (r.statusCode !== 200) throw failure(r.statusCode)
  return r.tempFilePath
}

/**
 * Opens the trade agreement's PDF: a mini-program hands the downloaded file to the system's
 * document viewer (where it can be forwarded or saved); H5 saves it under its file name.
 */
export async function openAgreementPdf(path: string, fileName: string): Promise<void> {
  const file = await download(path)
  if (!isH5()) {
    await Taro.openDocument({ filePath: file, fileType: 'pdf', showMenu: true })
    return
  }
  const a = document.createElement('a')
  a.href = file
  a.download = fileName
  document.body.appendChild(a)
  a.click()
  a.remove()
}

/** H5 (the console): the agreement's HTML view in a new tab. */
export async function openAgreementHtml(path: string): Promise<void> {
  const file = await download(path)
  window.open(file, '_blank', 'noopener')
}

/** H5 (the console): asks for a file and gives its bytes as Base64, or null when none was chosen. */
export function pickFileBase64(accept: string): Promise<string | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input')
    input.type = 'file'
    input.accept = accept
    input.onchange = () => {
      const f = input.files?.[0]
      if (!f) return resolve(null)
      const reader = new FileReader()
      // a data: URL is the Base64 after its comma
      reader.onload = () => resolve(String(reader.result).split(',')[1] ?? '')
      reader.onerror = () => resolve(null)
      reader.readAsDataURL(f)
    }
    input.click()
  })
}
