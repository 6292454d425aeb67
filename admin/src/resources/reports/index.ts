export { MonthlyReportPage } from './MonthlyReportPage'
export { SalesReportPage } from './SalesReportPage'
