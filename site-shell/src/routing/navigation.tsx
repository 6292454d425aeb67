import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react'

type Place = { pathname: string; search: string }
type NavigateOptions = { replace?: boolean; scroll?: boolean }
type Navigation = Place & { navigate: (to: string, options?: NavigateOptions) => void }

const NavigationContext = createContext<Navigation | null>(null)

const here = (): Place => ({ pathname: window.location.pathname, search: window.location.search })

/** The browser's location as state: links change it without a page load; Back and Forward work. */
export function NavigationProvider({ children }: { children: ReactNode }) {
  const [place, setPlace] = useState<Place>(here)
  useEffect(() => {
    const onPop = () => setPlace(here())
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [])
  const navigate = useCallback((to: string, options: NavigateOptions = {}) => {
    if (options.replace) window.history.replaceState(null, '', to)
    else window.history.pushState(null, '', to)
    // A new page starts at its top; a new state of the same page (a search) stays where the guest is.
    if (options.scroll !== false) window.scrollTo?.(0, 0)
    setPlace(here())
  }, [])
  return <NavigationContext.Provider value={{ ...place, navigate }}>{children}</NavigationContext.Provider>
}

export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext)
  if (!navigation) throw new Error('the site needs its NavigationProvider')
  return navigation
}

/** A link that stays in the app, and still opens in a new tab on a modified click. */
export function Link({
  to,
  children,
  className,
  external = false,
  current = false,
  onIntent,
}: {
  to: string
  children: ReactNode
  className?: string
  /** An address outside the site: the browser follows it. */
  external?: boolean
  /** The page the guest is on. */
  current?: boolean
  /** The guest points at or focuses the link: a moment to fetch what it leads to. */
  onIntent?: () => void
}) {
  const { navigate } = useNavigation()
  if (external)
    return (
      <a href={to} className={className} rel="noopener">
        {children}
      </a>
    )
  return (
    <a
      href={to}
      className={className}
      aria-current={current ? 'page' : undefined}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
        event.preventDefault()
        navigate(to)
      }}
    >
      {children}
    </a>
  )
}
