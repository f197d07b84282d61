import { render } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { ImageViewer } from '../src/components/ImageViewer'
import { mediaUrl } from '../src/utils/platform'

// Found by the mini-program harness: the server names images by path (`/uploads/…`), which in a
// mini-program names a file of the package, so every image and the previewer showed nothing.
describe('images in the mini-programs', () => {
  const env = { ...process.env }
  beforeEach(() => {
    process.env.TARO_ENV = 'weapp'
    process.env.TARO_APP_API_BASE = 'https://api.haoshi.example/'
  })
  afterEach(() => {
    process.env = { ...env }
    jest.restoreAllMocks()
  })

  it('get the API origin in front of a server path; full URLs, data: and temp files stay', () => {
    expect(mediaUrl('/uploads/a.png')).toBe('https://api.haoshi.example/uploads/a.png')
    expect(mediaUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png')
    expect(mediaUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA')
    expect(mediaUrl('wxfile://tmp_1.png')).toBe('wxfile://tmp_1.png')
    expect(mediaUrl(null)).toBeUndefined()
    process.env.TARO_ENV = 'h5'
    expect(mediaUrl('/uploads/a.png')).toBe('/uploads/a.png')
  })

  it('the viewer hands previewImage every image in order as a full URL, the tapped one current', () => {
    const preview = jest
      .spyOn(Taro, 'previewImage')
      .mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
    const onClose = jest.fn()
    render(
      <ImageViewer
        images={['/uploads/a.png', '/uploads/b.png', '/uploads/c.png']}
        visible
        startIndex={1}
        onClose={onClose}
      />,
    )
    expect(preview).toHaveBeenCalledWith({
      urls: [
        'https://api.haoshi.example/uploads/a.png',
        'https://api.haoshi.example/uploads/b.png',
        'https://api.haoshi.example/uploads/c.png',
      ],
      current: 'https://api.haoshi.example/uploads/b.png',
    })
    expect(onClose).toHaveBeenCalled()
  })
})
