// Every icon of the design system in one module (stories, tests). The package's entry takes them from
// icons-base.tsx (the frame and the app shell's icons) and icons/ (one module per page icon) instead, so
// the shell carries no page's icon and a page only the icons it draws (docs/architecture.md, "Bundle
// budget").

export { IconArrowEnd } from './icons/arrow-end';
export { IconChevronDown } from './icons/chevron-down';
export { IconChevronEnd } from './icons/chevron-end';
export { IconChevronStart } from './icons/chevron-start';
export { IconEdit } from './icons/edit';
export { IconEye } from './icons/eye';
export { IconFilter } from './icons/filter';
export { IconMore } from './icons/more';
export { IconPlus } from './icons/plus';
export { IconPrinter } from './icons/printer';
export { IconSearch } from './icons/search';
export { IconTrash } from './icons/trash';
export { IconBell, IconClose, IconLogout, IconMenu, type IconProps, IconUser } from './icons-base';
