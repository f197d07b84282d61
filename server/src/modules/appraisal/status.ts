import { BACKLIST_STATUS } from './table.js';

/** The limits of an appraisal request, and how its status codes read (估价 and 回收 alike). */
export const IMAGES_MAX = 9;
export const REMARK_MAX = 200;
export const NOTE_MIN = 2;
export const NOTE_MAX = 500;
export const PRICE_LIST_TTL_MS = 60_000;

export const STATUS_TEXT: Record<number, string> = {
  [BACKLIST_STATUS.awaiting]: '估价中',
  [BACKLIST_STATUS.done]: '已估价',
  [BACKLIST_STATUS.cancelled]: '已取消',
};
/** The same codes as a trade-in reads them (the vendor's, as the table defines them). */
export const TRADE_IN_STATUS_TEXT: Record<number, string> = {
  [BACKLIST_STATUS.awaiting]: '待报价',
  [BACKLIST_STATUS.accepted]: '已接受报价',
  [BACKLIST_STATUS.done]: '已完成',
  [BACKLIST_STATUS.cancelled]: '已取消',
  [BACKLIST_STATUS.refused]: '已拒绝报价',
};
