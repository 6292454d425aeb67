/** The path under the area's basename: `/en/npanel/calendar` → `/calendar`, the basename itself → `/`. */
export function routerPath(pathname: string, basename: string): string {
  if (!pathname.startsWith(basename)) return pathname
  const rest = pathname.slice(basename.length)
  return rest === '' ? '/' : rest
}
