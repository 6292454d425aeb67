import type { SVGProps } from 'react'

type IconProps = SVGProps<SVGSVGElement> & { size?: number }

// Small stroke icons drawn inline, so no icon font or request is needed on a partner's page.
function icon(paths: string[], viewBox = '0 0 24 24') {
  return function Icon({ size = 20, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox={viewBox}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    )
  }
}

export const CloseIcon = icon(['M18 6 6 18', 'M6 6l12 12'])
export const MinusIcon = icon(['M5 12h14'])
export const PlusIcon = icon(['M12 5v14', 'M5 12h14'])
export const ChevronLeftIcon = icon(['M15 18l-6-6 6-6'])
export const ChevronRightIcon = icon(['M9 18l6-6-6-6'])
export const CartIcon = icon([
  'M3 3h2l2.4 12.2a2 2 0 0 0 2 1.6h8.7a2 2 0 0 0 2-1.5L22 8H6',
  'M9 21a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
  'M18 21a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
])
export const TrashIcon = icon(['M3 6h18', 'M8 6V4h8v2', 'M19 6l-1 14H6L5 6', 'M10 11v6', 'M14 11v6'])
export const SearchIcon = icon(['M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16z', 'M21 21l-4.3-4.3'])
export const StarIcon = icon(['M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z'])
export const ClockIcon = icon(['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 7v5l3 2'])
export const PinIcon = icon([
  'M12 21s-7-6.1-7-11a7 7 0 0 1 14 0c0 4.9-7 11-7 11z',
  'M12 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
])
export const CalendarIcon = icon(['M4 5h16v16H4z', 'M4 9h16', 'M8 3v4', 'M16 3v4'])
export const UsersIcon = icon([
  'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2',
  'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  'M22 21v-2a4 4 0 0 0-3-3.9',
  'M16 3.1a4 4 0 0 1 0 7.8',
])
export const CheckIcon = icon(['M20 6 9 17l-5-5'])
export const AlertIcon = icon([
  'M12 9v4',
  'M12 17h.01',
  'M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
])
export const InfoIcon = icon(['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 16v-4', 'M12 8h.01'])
