/** Posts' dates, always in Indian Standard Time so the server's HTML and the browser's agree. */
export {
  istDay as blogDay,
  istDayTime as blogDayTime,
  istInputOf,
  instantOfIstInput as isoOfIstInput,
} from '@/lib/ist-time';
