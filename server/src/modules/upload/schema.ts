import { Type } from 'typebox';

export const UploadData = Type.Object({ url: Type.String({ description: '以 /uploads/ 开头的相对地址' }) });
