export { Button, buttonClassName, type ButtonProps, type ButtonVariant } from './components/button';
export { IconButton, iconButtonClassName, type IconButtonProps } from './components/icon-button';
export { Badge, type BadgeProps } from './components/badge';
export { Drawer, type DrawerProps } from './components/drawer';
export { useModalFocus } from './components/use-modal-focus';
export { Skeleton, type SkeletonProps } from './components/skeleton';
export { ErrorMessage, type ErrorMessageProps } from './components/error-message';
export { CartIcon, UserIcon, SearchIcon, MenuIcon, PhoneIcon, CloseIcon } from './icons/icons';
export { TextField, type TextFieldProps } from './components/field';
export { PhoneLink, MailLink } from './components/contact-links';
export {
  OrderFigures,
  OrderDelivery,
  orderDeliveryMethod,
  type OrderFiguresProps,
  type DeliveryPreview,
} from './components/order-figures';
