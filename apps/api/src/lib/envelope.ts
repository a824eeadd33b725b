import type { Envelope, ListResult } from '@elevate/contracts/common/envelope';

export const ok = <T>(result: T, message?: string, httpStatus = 200): Envelope<T> => ({
  httpStatus,
  ...(message ? { message } : {}),
  result,
});

export const list = <T>(data: T[], totalRecordCount: number = data.length): ListResult<T> => ({
  data,
  totalRecordCount,
  totalRecords: totalRecordCount,
});
