import { Type } from 'typebox';

export const UploadData = Type.Object({
  url: Type.String({ description: '以 /uploads/ 开头的相对地址（重新编码、已去除 EXIF/GPS 等元数据）' }),
  thumb: Type.String({ description: '缩略图地址（宽 360px 的 webp）' }),
});
