// The widget's custom elements as the hosted site writes them in JSX, typed by the widget's own JSX map.
import type {} from '@jaunt/widget/jsx'
