export { Button, type ButtonProps, type ButtonSize } from './Button'
